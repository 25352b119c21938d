import type { TConfig } from '../../config/env';
import type { TDb } from '../../db/client';
import { createUserRepository } from '../../db/repositories/user.repository';
import type { TClock } from '../../lib/clock';
import { publicBaseUrl } from '../../lib/public-url';
import { createUnsubscribeTokens, type TUnsubscribeTokens } from '../../lib/unsubscribe-tokens';

/** What every event's function needs: the configuration, the time, and the product's address. */
export type TNotifyContext = {
  config: TConfig;
  clock: TClock;
  /** The product's public address, for links in mails. */
  baseUrl: string;
  /** Signs the unsubscribe links of the mails that are not about security. */
  tokens: TUnsubscribeTokens;
};

export function notifyContext(config: TConfig, clock: TClock, secret: string): TNotifyContext {
  return { config, clock, baseUrl: publicBaseUrl(config), tokens: createUnsubscribeTokens(secret) };
}

/** The people of `ids` with their address and language, by id (an account gone is simply absent). */
export async function contactsOf(tx: TDb, ids: string[]) {
  const people = await createUserRepository(tx).findContacts([...new Set(ids)]);
  return new Map(people.map((person) => [person.id, person]));
}

/** A person as a mail's recipient. */
export const recipient = (person: { email: string; name: string }) => ({
  email: person.email,
  name: person.name,
});
