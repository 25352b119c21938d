import type { TAdminUser, TAdminUserPage, TAdminUserUpdate } from '@vitrina/shared/dashboards/admin.schemas';
import type { TAppDeps } from '../../app-deps';
import { writeAudit } from '../../db/audit';
import { createAdminRepository } from '../../db/repositories/admin.repository';
import { createUserRepository } from '../../db/repositories/user.repository';
import type { TUserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { bpsToRate, rateToBps } from '../../lib/money';
import { pageOf } from '../../lib/paging';
import { createAccountAccess, type TActor } from '../access';

const toAdminUser = (user: TUserRow, projectCount: number): TAdminUser => ({
  id: user.id,
  email: user.email,
  name: user.name,
  role: user.role,
  verified: user.verified,
  isInternal: user.isInternal,
  commissionRate: user.commissionRateBps === null ? null : bpsToRate(user.commissionRateBps),
  paypalMerchantId: user.paypalMerchantId,
  githubProfile: user.githubProfile,
  projectCount,
  createdAt: user.createdAt.toISOString(),
});

/** The admin's side of accounts: the list, and a developer's terms (verified, internal, commission). */
export function createAdminAccountsService(deps: TAppDeps) {
  const { db, clock } = deps;
  const repo = createAdminRepository(db);
  const accounts = createAccountAccess(db);

  return {
    async listUsers(query: {
      role?: 'user' | 'developer' | 'admin';
      q?: string;
      page: number;
      size: number;
    }): Promise<TAdminUserPage> {
      const { rows, total } = await repo.listUsers(query, query.page, query.size);
      return {
        users: rows.map((r) => toAdminUser(r.user, r.projectCount)),
        ...pageOf(total, query.page, query.size),
      };
    },

    /** Verified, internal and commission rate: set by admins on developer accounts only. */
    async updateUser(admin: NonNullable<TActor>, id: string, change: TAdminUserUpdate): Promise<TAdminUser> {
      const found = await repo.findUser(id);
      if (!found) throw new AppError('NOT_FOUND', 'admin.userNotFound');
      accounts.authorize(admin, 'setDeveloperTerms', found.user);
      const values: Partial<TUserRow> = { updatedAt: clock.now() };
      if (change.verified !== undefined) values.verified = change.verified;
      if (change.isInternal !== undefined) values.isInternal = change.isInternal;
      if (change.commissionRate !== undefined)
        values.commissionRateBps = change.commissionRate === null ? null : rateToBps(change.commissionRate);
      await db.transaction(async (tx) => {
        await createUserRepository(tx).update(id, values);
        await writeAudit(tx, {
          actorId: admin.id,
          action: 'user.updated',
          entityType: 'user',
          entityId: id,
          data: {
            before: {
              verified: found.user.verified,
              isInternal: found.user.isInternal,
              commissionRateBps: found.user.commissionRateBps,
            },
            change,
          },
        });
      });
      const updated = await repo.findUser(id);
      if (!updated) throw new AppError('NOT_FOUND', 'admin.userNotFound');
      return toAdminUser(updated.user, updated.projectCount);
    },
  };
}
