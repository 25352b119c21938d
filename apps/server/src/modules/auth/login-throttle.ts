import type { TAppDeps } from '../../app-deps';
import type { TConfig } from '../../config/env';
import { createLoginThrottleRepository } from '../../db/repositories/login-throttle.repository';
import { rateLimited } from '../../lib/app-error';

/** An address the account signed in from within this long escapes the account-wide ceiling. */
export const KNOWN_ADDRESS_MS = 90 * 24 * 60 * 60_000;

export type TLoginRules = Pick<
  TConfig,
  | 'RATE_LIMIT_LOGIN_ADDRESS_MAX'
  | 'RATE_LIMIT_LOGIN_DELAY_MS'
  | 'RATE_LIMIT_LOGIN_MAX_DELAY_MS'
  | 'RATE_LIMIT_LOGIN_ACCOUNT_MAX'
  | 'RATE_LIMIT_LOGIN_ACCOUNT_WINDOW_MS'
>;

/** An attempt the guard let through, and whether it counted against the account-wide ceiling. */
export type TLoginTicket = { userId: string; clientAddress: string; countedOnAccount: boolean };

/** What the guard knows when a sign-in begins: counts already forgotten past the window are 0. */
export type TLoginState = {
  now: number;
  /** This address's failures on the account, and when the last one was. */
  address: { failures: number; lastFailureAt: number | null; known: boolean };
  /** The account's failures from every address, counted since `since`. */
  account: { failures: number; since: number | null };
};

/**
 * How long this sign-in must wait, in ms (0: it may try now). Per address, a delay that doubles
 * with each failure past the free ones, counted from the last failure, instead of a wall; across
 * addresses, a ceiling that stops only addresses the account never signed in from, until its
 * window ends. A person's own address therefore never waits for a stranger's guesses.
 */
export function loginWaitMs(state: TLoginState, rules: TLoginRules): number {
  const { now, address, account } = state;
  const extra = address.failures - rules.RATE_LIMIT_LOGIN_ADDRESS_MAX;
  if (extra >= 0 && address.lastFailureAt !== null) {
    const delay = Math.min(rules.RATE_LIMIT_LOGIN_DELAY_MS * 2 ** extra, rules.RATE_LIMIT_LOGIN_MAX_DELAY_MS);
    const wait = address.lastFailureAt + delay - now;
    if (wait > 0) return wait;
  }
  if (account.failures >= rules.RATE_LIMIT_LOGIN_ACCOUNT_MAX && !address.known && account.since !== null)
    return Math.max(account.since + rules.RATE_LIMIT_LOGIN_ACCOUNT_WINDOW_MS - now, 0);
  return 0;
}

/**
 * The sign-in guard, counted in the database (so every server process shares it). An attempt is
 * counted as a failure before the password is checked, with the account's row locked, so
 * concurrent attempts are counted exactly; a success takes it back.
 *
 * Every address keeps its own count. The account-wide count holds only the failures of addresses
 * the account never signed in from: a person's own typos never bring the ceiling closer.
 */
export function createLoginThrottle(deps: Pick<TAppDeps, 'db' | 'clock' | 'config'>) {
  const { db, clock, config } = deps;
  const windowMs = config.RATE_LIMIT_LOGIN_ACCOUNT_WINDOW_MS;

  return {
    /**
     * Counts an attempt on the account from the address, or refuses it (429) saying how long to
     * wait. Answers the ticket `succeeded` takes back if the password turns out right.
     */
    async reserve(userId: string, clientAddress: string): Promise<TLoginTicket> {
      return db.transaction(async (tx) => {
        const repo = createLoginThrottleRepository(tx);
        const ticket = { userId, clientAddress, countedOnAccount: false };
        const account = await repo.lockAccount(userId);
        if (!account) return ticket;
        const pair = await repo.findPair(userId, clientAddress);
        const now = clock.now().getTime();
        const windowStart = now - windowMs;
        const lastFailureAt = pair?.lastFailureAt?.getTime() ?? null;
        const addressFailures =
          lastFailureAt !== null && lastFailureAt > windowStart ? (pair?.failures ?? 0) : 0;
        const since = account.since?.getTime() ?? null;
        const accountFailures = since !== null && since > windowStart ? account.failures : 0;
        const known = (pair?.lastSuccessAt?.getTime() ?? 0) > now - KNOWN_ADDRESS_MS;
        const wait = loginWaitMs(
          {
            now,
            address: { failures: addressFailures, lastFailureAt, known },
            account: { failures: accountFailures, since: accountFailures > 0 ? since : null },
          },
          config,
        );
        if (wait > 0) throw rateLimited(wait);
        const at = new Date(now);
        await repo.saveFailures(userId, clientAddress, addressFailures + 1, at);
        // The ceiling counts strangers: an address the account signed in from keeps its own count only.
        if (!known)
          await repo.saveAccountFailures(
            userId,
            accountFailures + 1,
            accountFailures > 0 ? account.since : at,
          );
        await repo.forgetStale(
          userId,
          clientAddress,
          new Date(windowStart),
          new Date(now - KNOWN_ADDRESS_MS),
        );
        return { ...ticket, countedOnAccount: !known };
      });
    },

    /** The password was right: the address's count starts over and it becomes one of the account's. */
    async succeeded(ticket: TLoginTicket): Promise<void> {
      await db.transaction((tx) =>
        createLoginThrottleRepository(tx).recordSuccess(ticket.userId, ticket.clientAddress, clock.now(), {
          takeBackAccountFailure: ticket.countedOnAccount,
        }),
      );
    },
  };
}
