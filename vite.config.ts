import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { DEFAULT_BRAND } from './src/shared/brand.ts';

/** In dev the server's index.html templating is absent; fill the brand placeholder here. */
function devBrand(): Plugin {
  return {
    name: 'dev-brand',
    apply: 'serve',
    transformIndexHtml: (html) => html.replaceAll('__BRAND_MAIN_NAME__', DEFAULT_BRAND.mainName),
  };
}

const apiPort = Number(process.env.API_PORT ?? 3001);

export default defineConfig({
  root: 'src/client',
  publicDir: '../../public',
  plugins: [react(), tailwindcss(), devBrand()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 600,
  },
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: {
      '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
      '/media/uploads': { target: `http://127.0.0.1:${apiPort}` },
    },
  },
});
