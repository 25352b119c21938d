import {
  REVISION_FIELDS,
  type TRevisionChange,
  type TRevisionField,
  type TRevisionFields,
  type TRevisionValue,
} from '@vitrina/shared/projects/project-revision.schemas';
import { toColumns } from '../../db/repositories/project-columns';
import { fromCents } from '../../lib/money';

/** The stored columns an edit writes: what the live project has, and what a revision would write. */
export type TEditableColumns = ReturnType<typeof toColumns>;

/**
 * A field as the admin reads it. Both sides go through the stored columns, so a field counts as
 * changed exactly when approving would change it (a price typed as 5 or 5.00 is the same price).
 */
function shownValue(columns: TEditableColumns, field: TRevisionField): TRevisionValue {
  switch (field) {
    case 'price':
      return fromCents(columns.priceCents);
    case 'suggestedPrice':
      return columns.suggestedPriceCents == null ? null : fromCents(columns.suggestedPriceCents);
    case 'originalPrice':
      // Only a crossed-out price above the price is shown; otherwise there is none.
      return columns.originalPriceCents > columns.priceCents ? fromCents(columns.originalPriceCents) : null;
    default:
      return columns[field] ?? null;
  }
}

function same(a: TRevisionValue, b: TRevisionValue): boolean {
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, i) => item === b[i]);
  return a === b;
}

/** The fields a revision changes on the live project, in the form's order: live value → proposed value. */
export function diffRevision(live: TEditableColumns, proposed: TRevisionFields): TRevisionChange[] {
  const next = toColumns(proposed);
  return REVISION_FIELDS.flatMap((field) => {
    const before = shownValue(live, field);
    const after = shownValue(next, field);
    return same(before, after) ? [] : [{ field, before, after }];
  });
}
