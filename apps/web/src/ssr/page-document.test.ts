import { describe, expect, it } from 'vitest';
import {
  composeDocument,
  jsonForScript,
  parseTemplate,
  preloadLinks,
  splitResourceHints,
  type TPreloadManifest,
} from './page-document';

const TEMPLATE = `<!doctype html>
<html lang="es">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Vitrina: apps web listas para usar." />
    <title>Vitrina</title>
    <script src="/assets/route-preload-abc.js" async></script>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
  </head>
  <body>
    <div id="root"><!--ssr-outlet--><div class="splash"></div><!--/ssr-outlet--></div>
  </body>
</html>
`;

const PAGE = { language: 'en' as const, router: { loaderData: {} }, queries: { mutations: [], queries: [] } };

describe('the document of a rendered page', () => {
  it('puts the language, head, page and its data into index.html, without the static title or the preloader', () => {
    const html = composeDocument(parseTemplate(TEMPLATE), {
      language: 'en',
      head: '<title>Store · Vitrina</title>',
      app: '<main>Store</main>',
      data: PAGE,
    });
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Store · Vitrina</title></head>');
    expect(html).not.toContain('<title>Vitrina</title>');
    expect(html).not.toContain('name="description"');
    expect(html).not.toContain('route-preload-');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    expect(html).toContain('<div id="root"><main>Store</main></div>');
    expect(html).not.toContain('splash');
    expect(html).toMatch(
      /<script type="application\/json" id="vitrina-page">\{.*\}<\/script><\/body><\/html>$/,
    );
  });

  it('refuses a template without the marks it needs', () => {
    expect(() =>
      parseTemplate('<html lang="es"><head></head><body><div id="root"></div></body></html>'),
    ).toThrow();
  });

  it('writes data that cannot close its script element', () => {
    const text = jsonForScript({ name: '</script><script>alert(1)</script>', line: '\u2028&' });
    expect(text).not.toContain('<');
    expect(text).not.toContain('>');
    expect(text).not.toContain('&');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>', line: '\u2028&' });
  });

  it('moves the resource hints React writes ahead of a page into the head', () => {
    const hints =
      '<link rel="preload" as="image" href="/a.svg"/><link rel="preload" as="image" href="/b.svg"/>';
    expect(splitResourceHints(`${hints}<div>page</div>`)).toEqual({ hints, markup: '<div>page</div>' });
    expect(splitResourceHints('<div><link rel="x"/></div>')).toEqual({
      hints: '',
      markup: '<div><link rel="x"/></div>',
    });
  });

  it("preloads the screen's code and its translations in the page's language", () => {
    const manifest: TPreloadManifest = {
      routes: [
        {
          pattern: '^/store/?$',
          code: ['/assets/store.route-1.js'],
          translations: { es: ['/assets/catalogue-es.json'], en: ['/assets/catalogue-en.json'] },
        },
      ],
      common: { es: '/assets/common-es.json', en: '/assets/common-en.json' },
    };
    const links = preloadLinks(manifest, '/Store/', 'en');
    expect(links).toContain('<link rel="modulepreload" crossorigin href="/assets/store.route-1.js">');
    expect(links).toContain('<link rel="preload" as="fetch" crossorigin href="/assets/common-en.json">');
    expect(links).toContain('href="/assets/catalogue-en.json"');
    expect(links).not.toContain('-es.json');
    expect(preloadLinks(manifest, '/elsewhere', 'es')).toBe(
      '<link rel="preload" as="fetch" crossorigin href="/assets/common-es.json">',
    );
  });
});
