import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

const API_TARGET = process.env.PORTAL_API_URL ?? 'http://localhost:3000';

/** Dev proxy to the platform API; the Host header is kept so the server resolves the merchant by host. */
const proxy = (): ProxyOptions => ({ target: API_TARGET, changeOrigin: false, xfwd: true });

const VENDOR_CHUNKS: Record<string, string> = {
  react: 'react',
  'react-dom': 'react',
  scheduler: 'react',
  'react-router': 'router',
  '@tanstack/react-query': 'query',
  '@tanstack/query-core': 'query',
  i18next: 'i18n',
  'react-i18next': 'i18n',
};

function packageName(id: string): string | null {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(id);
  return match?.[1] ?? null;
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/wps': proxy(),
      '/vendor': proxy(),
      '/assets': proxy(),
      '/docs': proxy(),
      // The realtime socket (decision 0041): websocket upgrades pass through too.
      '/socket.io': { ...proxy(), ws: true },
    },
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    cssCodeSplit: true,
    // The bundle budget test reads the manifest to find the home route's initial files and lazy chunks.
    manifest: true,
    rollupOptions: {
      output: {
        // Long-lived vendor chunks for the libraries every route needs; lazy libraries (Swiper,
        // DOMPurify, qrcode.react) stay in the chunks of the screens that import them.
        manualChunks(id) {
          const name = packageName(id);
          return name ? VENDOR_CHUNKS[name] : undefined;
        },
      },
    },
  },
});
