import type { TDeveloperProfile, TMyCommission } from '@vitrina/shared/developers/developer.schemas';
import type { TAppDeps } from '../../app-deps';
import type { TUserRow } from '../../db/schema';
import { effectiveCommissionRate } from '../../lib/commission';
import { createAccountAccess, type TActor } from '../access';

/** A developer's public profile and the commission that applies to them. */
export function createDeveloperProfileService(deps: TAppDeps) {
  const accounts = createAccountAccess(deps.db);

  return {
    /** Only developer accounts have a public profile; any other id is not found. */
    async publicProfile(viewer: TActor, id: string): Promise<TDeveloperProfile> {
      const developer = await accounts.loadFor(id, viewer, 'showAsDeveloper');
      const { name, githubProfile, isInternal, verified } = developer;
      return { id: developer.id, name, githubProfile, isInternal, verified };
    },

    /** The developer's own rate (projects may have their own, set by an admin). */
    myCommission(developer: Pick<TUserRow, 'isInternal' | 'commissionRateBps'>): TMyCommission {
      return {
        rate: effectiveCommissionRate({
          platformRate: deps.config.COMMISSION_RATE,
          developerIsInternal: developer.isInternal,
          developerRateBps: developer.commissionRateBps,
          projectRateBps: null,
        }),
        isInternal: developer.isInternal,
      };
    },
  };
}
