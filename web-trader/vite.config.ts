import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The gateway serves the built app at / in production; in development Vite forwards the API and /ws to it. */
const gateway = process.env.GATEWAY_URL ?? 'http://localhost:3000';

export default defineConfig({
  base: '/',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: gateway, changeOrigin: true },
      '/ws': { target: gateway.replace(/^http/, 'ws'), ws: true },
    },
  },
  preview: { port: 4300 },
});
