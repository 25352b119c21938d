import { pickLanguage, type TMessageKey, translateMessage } from '@vitrina/shared/i18n/messages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TConfig } from '../../config/env';
import { publicBaseUrl } from '../../lib/public-url';

type TPagesConfig = Pick<TConfig, 'PUBLIC_URL' | 'PORT' | 'PRODUCT_NAME'>;

/** Powerful features no hosted app gets (an app may ask for none of them). */
const PERMISSIONS_POLICY = [
  'accelerometer',
  'ambient-light-sensor',
  'bluetooth',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'identity-credentials-get',
  'idle-detection',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-create',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

const headersByConfig = new WeakMap<object, Record<string, string>>();

/**
 * The headers of every answer from an app's host, whatever it is (a file, a redirect, a refusal,
 * an error): the app runs sandboxed on its own origin (scripts, forms, pop-ups, dialogs and
 * downloads allowed), may be framed only by the main site, sends no referrer (a launch address
 * carries a token) and gets no powerful feature.
 */
export function appHostHeaders(config: TPagesConfig): Record<string, string> {
  const known = headersByConfig.get(config);
  if (known) return known;
  const mainOrigin = new URL(publicBaseUrl(config)).origin;
  const headers = {
    'x-content-type-options': 'nosniff',
    'content-security-policy': `sandbox allow-scripts allow-same-origin allow-forms allow-popups allow-modals allow-downloads; frame-ancestors ${mainOrigin}`,
    'referrer-policy': 'no-referrer',
    'permissions-policy': PERMISSIONS_POLICY,
  };
  headersByConfig.set(config, headers);
  return headers;
}

/** The pages an app's host shows instead of the app; each has a title, a sentence and maybe a link. */
export type TAppPage = 'paid' | 'launchFailed' | 'noApp' | 'notFound' | 'badRequest' | 'method' | 'error';

const PAGES: Record<
  TAppPage,
  { status: number; title: TMessageKey; text: TMessageKey; link: 'store' | 'home' | null }
> = {
  paid: { status: 403, title: 'appHost.page.paidTitle', text: 'appHost.page.paidText', link: 'store' },
  launchFailed: {
    status: 403,
    title: 'appHost.page.launchFailedTitle',
    text: 'appHost.page.launchFailedText',
    link: 'store',
  },
  noApp: { status: 404, title: 'appHost.page.noAppTitle', text: 'appHost.page.noAppText', link: 'home' },
  notFound: {
    status: 404,
    title: 'appHost.page.notFoundTitle',
    text: 'appHost.page.notFoundText',
    link: null,
  },
  badRequest: {
    status: 400,
    title: 'appHost.page.badRequestTitle',
    text: 'appHost.page.badRequestText',
    link: null,
  },
  method: { status: 405, title: 'appHost.page.methodTitle', text: 'appHost.page.methodText', link: null },
  error: { status: 500, title: 'appHost.page.errorTitle', text: 'appHost.page.errorText', link: null },
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/** A self-contained page (inline style, no script), in the visitor's language. */
export function renderAppPage(
  config: TPagesConfig,
  page: TAppPage,
  options: { acceptLanguage?: string; slug?: string | null },
): { status: number; html: string } {
  const spec = PAGES[page];
  const lang = pickLanguage(options.acceptLanguage);
  const params = { product: config.PRODUCT_NAME };
  const title = escapeHtml(translateMessage(spec.title, lang, params));
  const text = escapeHtml(translateMessage(spec.text, lang, params));
  const main = publicBaseUrl(config);
  const link =
    spec.link === 'store' && options.slug
      ? { href: `${main}/app/${encodeURIComponent(options.slug)}`, label: 'appHost.page.storeLink' as const }
      : spec.link
        ? { href: `${main}/`, label: 'appHost.page.homeLink' as const }
        : null;
  const anchor = link
    ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(translateMessage(link.label, lang, params))}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f6f7f9;color:#1f2933}
main{max-width:32rem;margin:1.5rem;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 1px 4px rgba(0,0,0,.08)}
h1{font-size:1.4rem;margin:0 0 .75rem}
p{line-height:1.5;margin:.5rem 0}
a{display:inline-block;margin-top:.75rem;padding:.6rem 1rem;border-radius:8px;background:#2563eb;color:#fff;text-decoration:none;font-weight:600}
</style>
</head>
<body>
<main>
<h1>${title}</h1>
<p>${text}</p>
${anchor}
</main>
</body>
</html>
`;
  return { status: spec.status, html };
}

/**
 * Answers with one of the pages (never cached: what it says changes as soon as the visitor acts),
 * with its own status unless told another (an error's).
 */
export function sendAppPage(
  config: TPagesConfig,
  request: FastifyRequest,
  reply: FastifyReply,
  page: TAppPage,
  slug: string | null,
  status?: number,
) {
  const rendered = renderAppPage(config, page, { acceptLanguage: request.headers['accept-language'], slug });
  reply
    .headers(appHostHeaders(config))
    .status(status ?? rendered.status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store');
  if (page === 'method') reply.header('allow', 'GET, HEAD');
  return reply.send(rendered.html);
}
