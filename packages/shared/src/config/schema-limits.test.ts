import { describe, expect, it } from 'vitest';
import { PASSWORD_STRENGTH_LIMITS } from '../auth/password-limits';
import { measurePasswordStrength } from '../auth/password-strength';
import { ZAdminPageQuery, ZDeletionDecision } from '../dashboards/admin.schemas';
import { ADMIN_LIMITS } from '../dashboards/admin-limits';
import { ZFavoriteRequest, ZRatingRequest } from '../engagement/engagement.schemas';
import { RATING_SCALE } from '../engagement/rating-scale';
import { ZCreateOrderRequest } from '../payments/payment.schemas';
import { ZProjectListQuery } from '../projects/project.responses';
import { ZDeletionRequest, ZProjectInput, ZProjectStatusChange } from '../projects/project.schemas';
import { PROJECT_LIST_LIMITS, PROJECT_TEXT_LIMITS } from '../projects/project-limits';
import { REQUEST_LIMITS } from './request-limits';

// The schemas enforce the limit constants the screens show: each accepts a text of exactly the
// limit and refuses one character more (a schema that states its own number fails here).

const text = (length: number) => 'a'.repeat(length);

/** Whether a schema takes a value built from a length, at the limit and one past it. */
function boundary(parse: (value: string) => { success: boolean }, max: number) {
  return [parse(text(max)).success, parse(text(max + 1)).success];
}

describe('limits the screens read are the schemas’ limits', () => {
  it('project texts', () => {
    const shape = ZProjectInput.shape;
    const L = PROJECT_TEXT_LIMITS;
    expect(boundary((v) => shape.targetAudience.safeParse(v), L.targetAudienceMax)).toEqual([true, false]);
    expect(boundary((v) => shape.license.safeParse(v), L.licenseMax)).toEqual([true, false]);
    expect(boundary((v) => shape.seoTitle.safeParse(v), L.seoTitleMax)).toEqual([true, false]);
    expect(boundary((v) => shape.seoDescription.safeParse(v), L.seoDescriptionMax)).toEqual([true, false]);
    const version = (length: number) => `1234.1234.1234.1234-${'a'.repeat(length - 20)}`;
    expect(shape.version.safeParse(version(L.versionMax)).success).toBe(true);
    expect(shape.version.safeParse(version(L.versionMax + 1)).success).toBe(false);
    expect(boundary((v) => ZProjectStatusChange.shape.observations.safeParse(v), L.reviewNoteMax)).toEqual([
      true,
      false,
    ]);
    expect(boundary((v) => ZDeletionRequest.safeParse({ reason: v }), L.deletionReasonMax)).toEqual([
      true,
      false,
    ]);
  });

  it('the store list query', () => {
    const shape = ZProjectListQuery.shape;
    expect(boundary((v) => shape.q.safeParse(v), PROJECT_LIST_LIMITS.searchMax)).toEqual([true, false]);
    expect(boundary((v) => shape.category.safeParse(v), PROJECT_LIST_LIMITS.categoryMax)).toEqual([
      true,
      false,
    ]);
  });

  it('the admin lists and decisions', () => {
    expect(ZAdminPageQuery.parse({}).size).toBe(ADMIN_LIMITS.pageSize);
    expect(boundary((v) => ZAdminPageQuery.shape.q.safeParse(v), ADMIN_LIMITS.searchMax)).toEqual([
      true,
      false,
    ]);
    expect(
      boundary(
        (v) => ZDeletionDecision.safeParse({ decision: 'REFUSE', note: v }),
        ADMIN_LIMITS.decisionNoteMax,
      ),
    ).toEqual([true, false]);
  });

  it('the rating scale', () => {
    const rates = (rating: number) => ZRatingRequest.safeParse({ rating }).success;
    expect(
      [RATING_SCALE.min - 1, RATING_SCALE.min, RATING_SCALE.max, RATING_SCALE.max + 1].map(rates),
    ).toEqual([false, true, true, false]);
  });

  it('ids in requests', () => {
    expect(boundary((v) => ZCreateOrderRequest.safeParse({ projectId: v }), REQUEST_LIMITS.idMax)).toEqual([
      true,
      false,
    ]);
    expect(
      boundary((v) => ZFavoriteRequest.safeParse({ idFavoriteProject: v }), REQUEST_LIMITS.idMax),
    ).toEqual([true, false]);
  });

  it('the password length the strength meter counts', () => {
    const strong = (length: number) => measurePasswordStrength(`Aa1!${'a'.repeat(length - 4)}`).score;
    expect(strong(PASSWORD_STRENGTH_LIMITS.strongLength - 1)).toBe(4);
    expect(strong(PASSWORD_STRENGTH_LIMITS.strongLength)).toBe(5);
  });
});
