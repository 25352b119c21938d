import { hashPassword } from '../lib/passwords';
import { createUserRepository } from '../modules/auth/user.repository';
import type { TDatabase } from './client';

/** The demo accounts listed in the README. Addresses look ordinary on purpose (see the session rules). */
export const DEMO_ACCOUNTS = [
  { email: 'admin@vitrina.app', password: 'Admin1234!', name: 'Ana Administradora', role: 'admin' },
  {
    email: 'carlos.mendoza@vitrina.app',
    password: 'Demo1234!',
    name: 'Carlos Mendoza',
    role: 'developer',
    paypalMerchantId: 'CARLOSMEND001',
    githubProfile: 'github.com/carlosmendoza',
    verified: true,
  },
  {
    email: 'lucia.moreno@vitrina.app',
    password: 'Demo1234!',
    name: 'Lucía Moreno',
    role: 'user',
  },
] as const;

/** Adds the demo accounts that are missing; never changes an existing account. */
export async function seedDemoData(db: TDatabase): Promise<void> {
  const users = createUserRepository(db);
  for (const account of DEMO_ACCOUNTS) {
    if (await users.findByEmail(account.email)) continue;
    const { password, ...fields } = account;
    await users.insert({ ...fields, passwordHash: await hashPassword(password) });
  }
}
