import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

const API_TARGET = process.env.PORTAL_API_URL ?? 'http://localhost:3000';
const proxy = (): ProxyOptions => ({ target: API_TARGET, changeOrigin: false, xfwd: true });

/** The operators' application: served by the platform under /bo/, calling the operator API (/ops). */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/bo/',
  plugins: [react()],
  server: { port: 5174, proxy: { '/ops': proxy(), '/assets': proxy() } },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, target: 'es2022' },
});
