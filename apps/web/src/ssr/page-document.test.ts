import { describe, expect, it } from 'vitest';
import {
  composeDocument,
  jsonForScript,
  parseTemplate,
  splitResourceHints,
  startScripts,
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
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>
  <body>
    <div id="root"><!--ssr-outlet--><div class="splash"></div><!--/ssr-outlet--></div>
  </body>
</html>
`;

const PAGE = {
  language: 'en' as const,
  clock: { renderedAt: Date.UTC(2026, 10, 27, 12), timeZone: 'UTC' },
  router: { loaderData: {} },
  queries: { mutations: [], queries: [] },
};

describe('the document of a rendered page', () => {
  it('puts the language, head, page and its data into index.html, without the static title or the scripts', () => {
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
    // The main bundle is fetched by the paint-first script, after the page is painted.
    expect(html).not.toContain('/assets/index-1.js');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
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

  it("starts with the paint-first script, which fetches the bundle, the screen's code and its translations in the page's language", () => {
    const manifest: TPreloadManifest = {
      routes: [
        {
          pattern: '^/store/?$',
          code: ['/assets/store.route-1.js'],
          translations: { es: ['/assets/catalogue-es.json'], en: ['/assets/catalogue-en.json'] },
        },
      ],
      common: { es: '/assets/common-es.json', en: '/assets/common-en.json' },
      start: {
        script: '/assets/paint-first-1.js',
        entry: '/assets/index-1.js',
        preload: ['/assets/react-1.js'],
      },
    };
    const startOf = (html: string) =>
      JSON.parse(/<script type="application\/json" id="vitrina-start">(.*?)<\/script>/.exec(html)?.[1] ?? '');
    const scripts = startScripts(manifest, '/Store/', 'en');
    expect(scripts).toContain('<script type="module" src="/assets/paint-first-1.js"></script>');
    expect(startOf(scripts)).toEqual({
      entry: '/assets/index-1.js',
      preload: [
        '/assets/react-1.js',
        '/assets/store.route-1.js',
        '/assets/common-en.json',
        '/assets/catalogue-en.json',
      ],
    });
    expect(startOf(startScripts(manifest, '/elsewhere', 'es'))).toEqual({
      entry: '/assets/index-1.js',
      preload: ['/assets/react-1.js', '/assets/common-es.json'],
    });
  });
});
