import type { TRevisionField, TRevisionValue } from '@vitrina/shared/projects/project-revision.schemas';
import { isHttpUrl, isMediaPath } from '@vitrina/shared/projects/project-urls';

/** An item of a compared list, marked by what the change does to it. */
export interface TListItem {
  value: string;
  /** Dropped by the change (on the live side) or brought in by it (on the proposed side). */
  mark: 'kept' | 'removed' | 'added';
}

/** How one side of a changed field is shown. */
export type TShownValue =
  | { kind: 'empty' }
  | { kind: 'text'; text: string }
  | { kind: 'link'; href: string }
  | { kind: 'money'; amount: number }
  | { kind: 'yesNo'; value: boolean }
  | { kind: 'category'; value: string }
  | { kind: 'list'; items: TListItem[] };

const MONEY_FIELDS: ReadonlySet<TRevisionField> = new Set(['price', 'suggestedPrice', 'originalPrice']);

/** Addresses are shown as links an admin can open; anything else (or an odd value) as text. */
const isLink = (value: string) => isHttpUrl(value) || isMediaPath(value);

/**
 * One side of a change as the admin reads it. `other` is the opposite side: a list marks the items
 * the change drops (live side) or brings (proposed side).
 */
export function shownValue(
  field: TRevisionField,
  value: TRevisionValue,
  side: 'before' | 'after',
  other: TRevisionValue,
): TShownValue {
  if (value === null || value === '') return { kind: 'empty' };
  if (Array.isArray(value)) {
    if (value.length === 0) return { kind: 'empty' };
    const elsewhere = new Set(Array.isArray(other) ? other : []);
    const changed = side === 'before' ? 'removed' : 'added';
    return {
      kind: 'list',
      items: value.map((item) => ({ value: item, mark: elsewhere.has(item) ? 'kept' : changed })),
    };
  }
  if (typeof value === 'boolean') return { kind: 'yesNo', value };
  if (typeof value === 'number')
    return MONEY_FIELDS.has(field) ? { kind: 'money', amount: value } : { kind: 'text', text: String(value) };
  if (field === 'category') return { kind: 'category', value };
  return isLink(value) ? { kind: 'link', href: value } : { kind: 'text', text: value };
}
