import type { TUser } from '@vitrina/shared/auth/auth.schemas';
import type { TUserRow } from '../../db/schema';

/** The public view of an account: never the password hash or internal flags. */
export function toPublicUser(row: TUserRow): TUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    type: row.role,
    paypalMerchantId: row.paypalMerchantId,
    githubProfile: row.githubProfile,
    createdAt: row.createdAt.toISOString(),
  };
}
