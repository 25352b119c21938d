/** A card shows the first five tags, then '+N más'. */
export const VISIBLE_TAG_COUNT = 5;

export interface TTagSplit {
  /** The tags written out. */
  shown: string[];
  /** The rest, counted in '+N más'. */
  hidden: string[];
}

/** Splits a project's tags into the ones shown and the ones folded into '+N más'. */
export function splitTags(tags: ReadonlyArray<string>, limit = VISIBLE_TAG_COUNT): TTagSplit {
  const clean = tags.map((tag) => tag.trim()).filter(Boolean);
  return { shown: clean.slice(0, limit), hidden: clean.slice(limit) };
}
