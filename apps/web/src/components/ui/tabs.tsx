import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react';
import { cn } from './cn';
import { overflowDataOf, overflowFadeStyle, useOverflowEdges } from './use-overflow-edges';

export interface TTab<T extends string> {
  id: T;
  label: string;
  icon?: ReactNode;
  /** A small figure after the label (how many items the panel holds), when known. */
  count?: number;
  /** What the figure counts, when the number alone does not say ('3 to decide'): read and shown on hover. */
  countLabel?: string;
}

interface TabsProps<T extends string> {
  /** Prefix of the tab and panel ids, unique on the page. */
  idBase: string;
  /** The tab list's accessible name. */
  label: string;
  tabs: ReadonlyArray<TTab<T>>;
  value: T;
  onChange: (value: T) => void;
}

/** The id of a tab button and of its panel, so a panel can point back at its tab. */
export const tabIds = (idBase: string, id: string) => ({
  tab: `${idBase}-tab-${id}`,
  panel: `${idBase}-panel-${id}`,
});

/**
 * ARIA tabs (automatic activation): arrow keys, Home and End move between tabs and show the
 * panel at once; only the selected tab is in the tab order, Tab goes on into its panel.
 */
export function Tabs<T extends string>({ idBase, label, tabs, value, onChange }: TabsProps<T>) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const listRef = useRef<HTMLDivElement>(null);
  const selectedIndex = tabs.findIndex((tab) => tab.id === value);
  // Counts arrive after the first paint and widen the tabs before the selected one.
  const layoutKey = tabs.map((tab) => `${tab.label}:${tab.count ?? ''}`).join('|');
  const edges = useOverflowEdges(listRef);

  // On a narrow screen the tab list scrolls sideways: keep the selected tab in sight (a tab opened
  // from the address may sit past the edge), with a little of its neighbour showing. Only the list
  // scrolls, never the page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: layoutKey is what moves the tabs
  useEffect(() => {
    const list = listRef.current;
    const tab = refs.current[selectedIndex];
    if (!list || !tab) return;
    const margin = 24;
    const bounds = list.getBoundingClientRect();
    const box = tab.getBoundingClientRect();
    if (box.left < bounds.left) list.scrollLeft -= bounds.left - box.left + margin;
    else if (box.right > bounds.right) list.scrollLeft += box.right - bounds.right + margin;
  }, [selectedIndex, layoutKey]);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === value);
    const last = tabs.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: index >= last ? 0 : index + 1,
      ArrowLeft: index <= 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    const tab = next === undefined ? undefined : tabs[next];
    if (!tab || next === undefined) return;
    event.preventDefault();
    onChange(tab.id);
    refs.current[next]?.focus();
  };

  // `relative`: the list is the containing block of the counts' screen-reader text (absolutely
  // positioned), so a count on a tab past the edge scrolls with it instead of widening the page.
  return (
    <div
      ref={listRef}
      role="tablist"
      aria-label={label}
      onKeyDown={handleKeyDown}
      className="relative flex gap-1 overflow-x-auto border-b border-slate-200"
      style={overflowFadeStyle(edges)}
      {...overflowDataOf(edges)}
    >
      {tabs.map((tab, index) => {
        const selected = tab.id === value;
        const ids = tabIds(idBase, tab.id);
        return (
          <button
            key={tab.id}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={ids.tab}
            aria-selected={selected}
            aria-controls={ids.panel}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.id)}
            className={cn(
              '-mb-px inline-flex min-h-12 shrink-0 items-center gap-1.5 border-b-2 px-2.5 text-sm font-semibold transition-colors sm:gap-2 sm:px-4',
              selected
                ? 'border-indigo-600 text-indigo-700'
                : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900',
            )}
          >
            {tab.icon}
            {tab.label}
            {tab.count !== undefined && (
              <span
                title={tab.countLabel}
                className={cn(
                  'rounded-full px-2 py-0.5 text-xs tabular-nums',
                  selected ? 'bg-indigo-100 text-indigo-800' : 'bg-slate-100 text-slate-700',
                )}
              >
                {tab.countLabel ? (
                  <>
                    <span aria-hidden="true">{tab.count}</span>
                    <span className="sr-only">{tab.countLabel}</span>
                  </>
                ) : (
                  tab.count
                )}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}

interface TabPanelProps {
  idBase: string;
  id: string;
  children: ReactNode;
  className?: string;
}

/** The panel of the selected tab, labelled by it and focusable so Tab reaches it from the tab list. */
export function TabPanel({ idBase, id, children, className }: TabPanelProps) {
  const ids = tabIds(idBase, id);
  return (
    <div
      role="tabpanel"
      id={ids.panel}
      aria-labelledby={ids.tab}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the ARIA tabs pattern makes a panel focusable when it may hold no focusable content
      tabIndex={0}
      className={cn('focus-visible:outline-offset-4', className)}
    >
      {children}
    </div>
  );
}
