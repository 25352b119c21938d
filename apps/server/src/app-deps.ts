import type { Redis } from 'ioredis';
import type { TConfig } from './config/env';
import type { TDatabase } from './db/client';
import type { TBlobStore } from './integrations/blob-store/blob-store';
import type { TGithubClient } from './integrations/github/github.client';
import type { TMailProvider } from './integrations/mail/mail-provider';
import type { TPaymentProvider } from './integrations/payments/payment-provider';
import type { TChangeFeed } from './lib/change-feed';
import type { TClock } from './lib/clock';

/** Everything the app needs from outside; built once in main.ts, or by the test app builder. */
export type TAppDeps = {
  config: TConfig;
  db: TDatabase;
  github: TGithubClient;
  /** The payment provider the configuration names (PayPal REST or the embedded sandbox). */
  payments: TPaymentProvider;
  /** How e-mail leaves (the outbox worker is its only caller). */
  mail: TMailProvider;
  clock: TClock;
  /** Announces changes of public data to every server process (caches listen). */
  changes: TChangeFeed;
  redis?: Redis;
  /** Where the files of hosted builds are kept. */
  blobs: TBlobStore;
  /** Signs launch tokens and hosted apps' cookies. */
  appTokenSecret: string;
};
