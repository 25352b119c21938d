import type { ReactNode } from 'react';
import { cn } from './cn';

/** One column of a DataTable, described as data. */
export interface TDataColumn<TRow> {
  /** Stable key of the column. */
  id: string;
  header: string;
  cell: (row: TRow) => ReactNode;
  /** Figures line up on the right ('end'), words on the left. */
  align?: 'start' | 'end';
  /**
   * The row's name: a row header in the table, so each cell is read with it, and the title of the
   * row's card on a phone.
   */
  rowHeader?: boolean;
  /**
   * Where the cell goes in a phone's card: beside the title ('aside'), under it ('subtitle'), as
   * a labelled figure ('field', the default) or nowhere ('hidden'). A row header is the title.
   */
  card?: 'aside' | 'subtitle' | 'field' | 'hidden';
  /** This column's total, in the footer row (and the totals card on a phone). */
  footer?: ReactNode;
  /** Extra classes of the column's cells in the table (width, wrapping, emphasis). */
  className?: string;
}

interface DataTableProps<TRow> {
  /** Names the table (its caption), its scrolling region and, on a phone, its list of cards. */
  caption: string;
  /** Shows the caption as the table's title; otherwise only assistive technology reads it. */
  showCaption?: boolean;
  columns: ReadonlyArray<TDataColumn<TRow>>;
  rows: ReadonlyArray<TRow>;
  rowKey: (row: TRow) => string;
  /** The footer row's label ('Total (3)'), shown when some column has a footer. */
  footerLabel?: ReactNode;
  /** Extra classes of the table's frame, such as a height past which it scrolls. */
  className?: string;
}

const FRAME = 'rounded-2xl border border-slate-200 bg-white shadow-sm shadow-slate-900/5';
const CELL = 'px-3 py-3 align-top text-sm sm:px-4';
const END = 'text-right tabular-nums whitespace-nowrap';

/**
 * A table of rows that reads well at any width: a real <table> from 640 px up, in a region that
 * scrolls sideways (reachable and scrollable from the keyboard), and one card per row on a phone,
 * each figure under its column's name.
 */
export function DataTable<TRow>({
  caption,
  showCaption = false,
  columns,
  rows,
  rowKey,
  footerLabel,
  className,
}: DataTableProps<TRow>) {
  const footed = columns.some((column) => column.footer !== undefined);
  // The footer's label spans the columns before the first total.
  const labelSpan = Math.max(
    1,
    columns.findIndex((column) => column.footer !== undefined),
  );

  return (
    <>
      {/* A labelled <section> is a region landmark: where the table is, and what scrolls. */}
      <section
        aria-label={caption}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable from the keyboard to scroll it
        tabIndex={0}
        className={cn(
          FRAME,
          'hidden overflow-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 sm:block',
          className,
        )}
      >
        <table className="min-w-full divide-y divide-slate-200">
          <caption
            className={
              showCaption
                ? 'bg-slate-50 px-3 py-2.5 text-left text-sm font-semibold text-slate-900 sm:px-4'
                : 'sr-only'
            }
          >
            {caption}
          </caption>
          <thead className="sticky top-0 bg-slate-50">
            <tr>
              {columns.map((column) => (
                <th
                  key={column.id}
                  scope="col"
                  className={cn(
                    'px-3 py-2.5 text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase sm:px-4',
                    column.align === 'end' ? 'text-right' : 'text-left',
                  )}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => (
              <tr key={rowKey(row)} className="hover:bg-slate-50/60">
                {columns.map((column) =>
                  column.rowHeader ? (
                    <th
                      key={column.id}
                      scope="row"
                      className={cn(CELL, 'text-left font-medium text-slate-900', column.className)}
                    >
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td
                      key={column.id}
                      className={cn(CELL, 'text-slate-800', column.align === 'end' && END, column.className)}
                    >
                      {column.cell(row)}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
          {footed && (
            <tfoot className="border-t-2 border-slate-200 bg-slate-50 font-semibold text-slate-900">
              <tr>
                <th scope="row" colSpan={labelSpan} className={cn(CELL, 'text-left')}>
                  {footerLabel}
                </th>
                {columns.slice(labelSpan).map((column) => (
                  <td key={column.id} className={cn(CELL, column.align === 'end' && END)}>
                    {column.footer}
                  </td>
                ))}
              </tr>
            </tfoot>
          )}
        </table>
      </section>

      <div className="sm:hidden">
        {showCaption && <p className="mb-2 text-sm font-semibold text-slate-900">{caption}</p>}
        <ul className="space-y-3" aria-label={caption}>
          {rows.map((row) => (
            <RowCard key={rowKey(row)} row={row} columns={columns} />
          ))}
          {footed && (
            <li className="rounded-2xl bg-slate-100 p-4 text-sm">
              <p className="font-semibold text-slate-900">{footerLabel}</p>
              <CardFields
                columns={columns.filter((column) => column.footer !== undefined)}
                value={(column) => column.footer}
              />
            </li>
          )}
        </ul>
      </div>
    </>
  );
}

function RowCard<TRow>({ row, columns }: { row: TRow; columns: ReadonlyArray<TDataColumn<TRow>> }) {
  const placed = (place: TDataColumn<TRow>['card']) =>
    columns.filter((column) => !column.rowHeader && (column.card ?? 'field') === place);
  const titles = columns.filter((column) => column.rowHeader);
  const asides = placed('aside');
  return (
    <li className={cn(FRAME, 'p-4')}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          {titles.map((column) => (
            <div key={column.id} className="font-semibold break-words text-slate-900">
              {column.cell(row)}
            </div>
          ))}
          {placed('subtitle').map((column) => (
            <div key={column.id} className="text-sm break-words text-slate-600">
              {column.cell(row)}
            </div>
          ))}
        </div>
        {asides.length > 0 && (
          <div className="flex shrink-0 flex-col items-end gap-1 text-right">
            {asides.map((column) => (
              <div key={column.id} className={cn(column.align === 'end' && 'font-bold tabular-nums')}>
                {column.cell(row)}
              </div>
            ))}
          </div>
        )}
      </div>
      <CardFields columns={placed('field')} value={(column) => column.cell(row)} />
    </li>
  );
}

function CardFields<TRow>({
  columns,
  value,
}: {
  columns: ReadonlyArray<TDataColumn<TRow>>;
  value: (column: TDataColumn<TRow>) => ReactNode;
}) {
  if (columns.length === 0) return null;
  return (
    <dl className="mt-3 grid grid-cols-2 gap-3 border-t border-slate-200/70 pt-3 text-sm">
      {columns.map((column) => (
        <div key={column.id} className="min-w-0">
          <dt className="text-xs text-slate-600">{column.header}</dt>
          <dd className={cn('break-words text-slate-900', column.align === 'end' && 'tabular-nums')}>
            {value(column)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
