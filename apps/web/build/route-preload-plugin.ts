import { createHash } from 'node:crypto';
import { relative, resolve } from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { FIGURE_LOCALES } from '../../../packages/shared/src/i18n/figures.ts';
import { ROUTE_PRELOADS } from '../src/app/route-preloads.ts';
import { START_DATA_ID } from '../src/lib/server-page.ts';
import { NOT_FIRST_VISIT_KEYS } from '../src/lib/storage.ts';

const LANGUAGES = ['es', 'en'] as const;

/**
 * What runs in the browser before the app: it picks the language the way lib/language-detector does
 * (stored choice, then the browser's languages; Spanish otherwise) and asks for the screen's code
 * and translations for the address being opened (modulepreload / fetch preload), so they download
 * alongside the main bundle. The app then finds them in the cache; a wrong guess costs a download.
 * On a first visit (no session, no kept data cache: lib/storage isFirstVisit) it also sends the screen's first API calls
 * (window.__vitrinaEarly, taken by lib/early-requests) and preloads the image their answer names.
 */
function preloadScript(
  prefix: string,
  files: string[],
  routes: unknown[],
  common: Record<string, number>,
): string {
  return `(function(){var P=${JSON.stringify(prefix)},F=${JSON.stringify(files)},R=${JSON.stringify(routes)},C=${JSON.stringify(common)},K=${JSON.stringify(NOT_FIRST_VISIT_KEYS)};
var d=document,h=d.head,n=navigator,p=location.pathname,g='es',c=[],s,i,b,m;
try{s=localStorage.getItem('i18nextLng')}catch(e){}
if(s)c.push(s);c=c.concat(n.languages||[],n.userLanguage||[],n.language||[]);
for(i=0;i<c.length;i++){b=String(c[i]).slice(0,2).toLowerCase();if(b==='es'||b==='en'){g=b;break}}
function add(k){var f=F[k],e=d.createElement('link');if(/\\.json$/.test(f)){e.rel='preload';e.as='fetch'}else{e.rel='modulepreload'}e.crossOrigin='anonymous';e.href=P+f;h.appendChild(e)}
function first(){try{return !K.some(function(k){return localStorage.getItem(k)!==null})}catch(e){return false}}
function image(r,w){r.then(function(x){return x.ok?x.clone().json():null}).then(function(j){w.split('.').forEach(function(k){j=j==null?j:j[k]});if(typeof j==='string'&&/^(\\/[^\\/]|https:)/.test(j)){var e=d.createElement('link');e.rel='preload';e.as='image';e.fetchPriority='high';e.href=j;h.appendChild(e)}}).catch(function(){})}
function early(r,m){var a=r[3],k;if(!a||(a[1]&&location.search)||!window.fetch||!first())return;
try{k=encodeURIComponent(decodeURIComponent(m[1]||''))}catch(e){return}
window.__vitrinaEarly=a[0].map(function(t,j){var x=t.replace('{1}',k),r=fetch(x,{headers:{Accept:'application/json','Accept-Language':g}});if(j===0&&a[2])image(r,a[2]);return{url:x,at:Date.now(),response:r}})}
add(C[g]);
for(i=0;i<R.length;i++){m=new RegExp(R[i][0],'i').exec(p);if(m){R[i][1].forEach(add);R[i][2][g].forEach(add);early(R[i],m);break}}})();
`;
}

/**
 * The one script a page rendered on the server starts with (ssr/page-document). The page is readable
 * as it comes, so it is painted first and its first images (those asked for with high priority) get
 * the line; then the app's code is fetched (the files the page lists in its start block: the main
 * bundle's, the screen's code and translations) and runs, hydrating the page. A hidden tab paints
 * nothing and starts at once; an image that never ends holds the app back 1.5 s at most.
 * Meanwhile, in tasks of their own, it sets up the page's number and date formats: the first
 * Intl formatter of a page loads its locale's data (tens of milliseconds on a phone), which would
 * otherwise fall in the first task of hydration.
 */
const PAINT_FIRST_SCRIPT = `(function(){var d=document,h=d.head,b=d.getElementById(${JSON.stringify(START_DATA_ID)}),s,done=false;
try{s=JSON.parse(b.textContent)}catch(e){return}
function add(f){var e=d.createElement('link');if(/\\.json$/.test(f)){e.rel='preload';e.as='fetch'}else{e.rel='modulepreload'}e.crossOrigin='anonymous';e.href=f;h.appendChild(e)}
function start(){if(done)return;done=true;s.preload.forEach(add);var e=d.createElement('script');e.type='module';e.crossOrigin='anonymous';e.src=s.entry;h.appendChild(e)}
function images(){return Promise.all([].slice.call(d.querySelectorAll('img[fetchpriority=high]')).map(function(i){return i.complete?0:new Promise(function(r){i.addEventListener('load',r);i.addEventListener('error',r)})}))}
if(d.visibilityState!=='visible'||!window.requestAnimationFrame){start();return}
requestAnimationFrame(function(){setTimeout(function(){images().then(start);setTimeout(start,1500);setTimeout(warm(0),0);setTimeout(warm(1),0)},0)});
function warm(k){return function(){var L=${JSON.stringify(FIGURE_LOCALES)},l=L[d.documentElement.lang]||L.es;try{k?new Intl.DateTimeFormat(l,{dateStyle:'medium'}).format(0):new Intl.NumberFormat(l).format(1)}catch(e){}}}})();
`;

/** The chunk and every chunk it imports statically. */
function staticClosure(bundle: OutputBundle, fileName: string, into = new Set<string>()): Set<string> {
  if (into.has(fileName)) return into;
  into.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === 'chunk') for (const imported of chunk.imports) staticClosure(bundle, imported, into);
  return into;
}

/**
 * Builds the start-up preloader from src/app/route-preloads.ts and the bundle (file names are
 * hashed, so only the build knows them) and puts it first in index.html. Also writes the
 * translation files (JSON assets) without their indentation.
 */
export function routePreloadPlugin(): Plugin {
  let root = '';
  let base = '/';
  let scriptFileName: string | undefined;
  let ssrBuild = false;
  return {
    name: 'vitrina:route-preload',
    apply: 'build',
    // Before Vite's HTML plugin, which writes index.html (and calls transformIndexHtml) in its own
    // generateBundle: the script's name must be known by then.
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
      base = config.base;
      ssrBuild = !!config.build.ssr;
    },
    generateBundle(_options, bundle) {
      if (ssrBuild) return;
      for (const file of Object.values(bundle)) {
        if (file.type === 'asset' && file.fileName.endsWith('.json')) {
          file.source = JSON.stringify(JSON.parse(Buffer.from(file.source).toString('utf8')));
        }
      }
      const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
      const assets = Object.values(bundle).filter((file) => file.type === 'asset');
      const entryChunk = chunks.find((chunk) => chunk.isEntry);
      if (!entryChunk) return;
      const entry = staticClosure(bundle, entryChunk.fileName);
      const prefix = `${base}assets/`;
      const files: string[] = [];
      const indexOf = (fileName: string) => {
        const name = fileName.startsWith('assets/') ? fileName.slice('assets/'.length) : `../${fileName}`;
        if (!files.includes(name)) files.push(name);
        return files.indexOf(name);
      };
      const translation = (language: string, namespace: string) => {
        const source = `src/locales/${language}/${namespace}.json`;
        const asset = assets.find((file) =>
          file.originalFileNames.some((name) => relative(root, resolve(root, name)) === source),
        );
        if (!asset) throw new Error(`route-preload: no asset for ${source}`);
        return indexOf(asset.fileName);
      };
      const routes = ROUTE_PRELOADS.map((route) => {
        const moduleId = resolve(root, 'src/app', `${route.module}.tsx`);
        const chunk = chunks.find((file) => file.facadeModuleId === moduleId);
        if (!chunk) throw new Error(`route-preload: no chunk for ${route.module}`);
        const code = [...staticClosure(bundle, chunk.fileName)].filter((file) => !entry.has(file));
        const translations = Object.fromEntries(
          LANGUAGES.map((language) => [language, route.namespaces.map((ns) => translation(language, ns))]),
        );
        const requests = route.requests
          ? [route.requests.urls, route.requests.withoutQuery ?? false, route.requests.image ?? '']
          : 0;
        return [route.pattern, code.map(indexOf), translations, requests];
      });
      const common = Object.fromEntries(
        LANGUAGES.map((language) => [language, translation(language, 'common')]),
      );
      const source = preloadScript(prefix, files, routes, common);
      // The same, for the server's rendered pages (ssr/page-document): it knows the screen and
      // language, so it writes the preloads into the page itself.
      const href = (index: number) => new URL(files[index] ?? '', `http://x${prefix}`).pathname;
      const manifest = {
        routes: routes.map(([pattern, code, translations]) => ({
          pattern,
          code: (code as number[]).map(href),
          translations: Object.fromEntries(
            Object.entries(translations as Record<string, number[]>).map(([language, list]) => [
              language,
              list.map(href),
            ]),
          ),
        })),
        common: Object.fromEntries(
          Object.entries(common).map(([language, index]) => [language, href(index)]),
        ),
      };
      const paintFirst = `assets/paint-first-${createHash('sha256').update(PAINT_FIRST_SCRIPT).digest('base64url').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName: paintFirst, source: PAINT_FIRST_SCRIPT });
      const start = {
        script: base + paintFirst,
        entry: base + entryChunk.fileName,
        // Everything the main bundle imports statically, fetched alongside it (no request chain).
        preload: [...entry].filter((file) => file !== entryChunk.fileName).map((file) => base + file),
      };
      this.emitFile({
        type: 'asset',
        fileName: 'route-preloads.json',
        source: JSON.stringify({ ...manifest, start }),
      });
      const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
      scriptFileName = `assets/route-preload-${hash}.js`;
      this.emitFile({ type: 'asset', fileName: scriptFileName, source });
    },
    transformIndexHtml: {
      order: 'post',
      handler() {
        if (!scriptFileName) return;
        return [
          { tag: 'script', attrs: { src: base + scriptFileName, async: true }, injectTo: 'head-prepend' },
        ];
      },
    },
  };
}
