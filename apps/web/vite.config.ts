import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API runs on its own port in development; the built app is served by the API itself in
// production, so '/api' and '/media' (images the server hosts) are same-origin there and only the
// dev/preview servers need a proxy.
const apiProxy = {
  '/api': { target: 'http://localhost:3000', changeOrigin: false },
  '/media': { target: 'http://localhost:3000', changeOrigin: false },
};

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: { port: 5173, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries that change rarely get chunks of their own, so a release of the app's code
        // does not make returning visitors download them again.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
          ],
        },
      },
    },
  },
});
