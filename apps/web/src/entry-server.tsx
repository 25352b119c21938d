/**
 * The server's entry to the web app (built by `vite build --ssr` into dist-ssr/): the server
 * imports it to render the public pages (ssr/render-page).
 */

export type { TPreloadManifest } from './ssr/page-document';
export { createPageRenderer, type TPageRendererOptions, type TRenderResult } from './ssr/render-page';
