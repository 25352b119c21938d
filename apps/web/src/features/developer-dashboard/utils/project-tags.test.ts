import { describe, expect, it } from 'vitest';
import { splitTags } from './project-tags';

describe("the tags rule: the first 5, then '+N más'", () => {
  it('shows every tag when there are five or fewer', () => {
    expect(splitTags(['a', 'b'])).toEqual({ shown: ['a', 'b'], hidden: [] });
    expect(splitTags(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c', 'd', 'e'], hidden: [] });
    expect(splitTags([])).toEqual({ shown: [], hidden: [] });
  });

  it('folds the sixth tag onwards into the count', () => {
    const split = splitTags(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
    expect(split.shown).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(split.hidden).toEqual(['f', 'g', 'h']);
  });

  it('ignores blank tags, so the count never names an empty one', () => {
    const split = splitTags([' a ', '', 'b', '  ', 'c', 'd', 'e', 'f']);
    expect(split.shown).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(split.hidden).toEqual(['f']);
  });
});
