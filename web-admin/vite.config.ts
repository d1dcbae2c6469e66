import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The gateway serves the built app under /admin/; in dev the API and /ws go to a running gateway. */
const gateway = process.env.GATEWAY_URL ?? 'http://localhost:3000';

export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    port: 5174,
    proxy: {
      '/api': { target: gateway, changeOrigin: true },
      '/ws': { target: gateway, ws: true },
    },
  },
  preview: { port: 4301 },
});
