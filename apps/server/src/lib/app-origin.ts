import type { TConfig } from '../config/env';

type TOriginConfig = Pick<TConfig, 'APPS_ORIGIN' | 'PORT'>;

/** A slug as an app's host label holds it: lower-case letters, digits and hyphens, no dots. */
const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,198}[a-z0-9])?$/;
/** Stands for the slug while the pattern is read as a URL (a valid host label of its own). */
const PLACEHOLDER = 'x0vitrinaslug0x';
const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' };

type TAppOrigins = {
  /** The pattern with {PORT} filled in, {slug} still in it. */
  template: string;
  scheme: 'http' | 'https';
  /** The host name around the slug, lower-cased. */
  before: string;
  after: string;
  /** The port an app host answers on (the scheme's default when the pattern names none). */
  port: string;
};

const compiled = new Map<string, TAppOrigins>();

function originsOf(config: TOriginConfig): TAppOrigins {
  const key = `${config.APPS_ORIGIN}\n${config.PORT}`;
  const known = compiled.get(key);
  if (known) return known;
  const template = config.APPS_ORIGIN.replaceAll('{PORT}', String(config.PORT)).replace(/\/+$/, '');
  const url = new URL(template.replace('{slug}', PLACEHOLDER));
  const at = url.hostname.indexOf(PLACEHOLDER);
  if (at < 0) throw new Error('APPS_ORIGIN must hold {slug} in its host name');
  const origins: TAppOrigins = {
    template,
    scheme: url.protocol === 'https:' ? 'https' : 'http',
    before: url.hostname.slice(0, at),
    after: url.hostname.slice(at + PLACEHOLDER.length),
    port: url.port || (DEFAULT_PORTS[url.protocol] ?? ''),
  };
  compiled.set(key, origins);
  return origins;
}

/** Whether a text can be an app's slug in its host name. */
export const isAppSlug = (value: string) => SLUG.test(value);

/**
 * The origin of an app of its own (APPS_ORIGIN with {slug} and {PORT} filled in, as a browser
 * writes an origin: lower-case, no default port, no trailing slash), e.g. http://fotos.apps.localhost:3000.
 */
export function appOriginOf(config: TOriginConfig, slug: string): string {
  return new URL(originsOf(config).template.replace('{slug}', slug.toLowerCase())).origin;
}

/** Whether app origins are served over HTTPS (their cookies are then Secure and `__Host-`). */
export const appOriginsAreSecure = (config: TOriginConfig) => originsOf(config).scheme === 'https';

/**
 * The slug a Host header names when it is an app's host, else null: the host name matches the
 * pattern (case-insensitive) and the port is the pattern's (or left out when that is the default).
 */
export function appSlugOfHost(config: TOriginConfig, host: string | undefined | null): string | null {
  if (!host || host.length > 300) return null;
  const { before, after, port, scheme } = originsOf(config);
  const match = /^([^:[\]]+)(?::(\d{1,5}))?$/.exec(host.trim().toLowerCase());
  if (!match?.[1]) return null;
  const name = match[1];
  const givenPort = match[2] ?? (scheme === 'https' ? '443' : '80');
  if (givenPort !== port) return null;
  if (name.length <= before.length + after.length) return null;
  if (!name.startsWith(before) || !name.endsWith(after)) return null;
  const slug = name.slice(before.length, name.length - after.length);
  return isAppSlug(slug) ? slug : null;
}
