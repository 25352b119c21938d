import type { TConfig } from '../config/env';

/** The product's public address for links in e-mails: PUBLIC_URL, else this server on localhost. */
export const publicBaseUrl = (config: Pick<TConfig, 'PUBLIC_URL' | 'PORT'>) =>
  (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');

/** A canonical UUID (ids a lookup by primary key may be given). */
export const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
