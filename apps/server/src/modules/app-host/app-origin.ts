import type { TConfig } from '../../config/env';

/** The origin of an app's own host: APPS_ORIGIN with {slug} and {PORT} filled in. */
export function appOriginOf(config: Pick<TConfig, 'APPS_ORIGIN' | 'PORT'>, slug: string) {
  return config.APPS_ORIGIN.replaceAll('{PORT}', String(config.PORT)).replaceAll('{slug}', slug);
}
