import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { firstPageChunk } from './build-plugins/first-page-chunk.ts';
import { pureContractSchemas } from './build-plugins/pure-contract-schemas.ts';

// In development the API server runs separately; the SPA calls /api on its own origin, so the dev server
// forwards those calls. API_TARGET lets a developer point at a server on another port.
const apiTarget = process.env.API_TARGET ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react(), pureContractSchemas(), firstPageChunk()],
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    // The browsers of Vite's default target preload modules themselves; the polyfill was one more request.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The drawing board (spec 1-core §2.1) is a page of its own, opened in a popup at /draw/index.html.
      input: { main: 'index.html', draw: 'draw/index.html' },
      // The contract's modules only declare (schemas, constants, helpers): the ones the browser never uses
      // are left out whole.
      treeshake: { moduleSideEffects: [{ test: /packages[\\/]contract[\\/]src[\\/]/, sideEffects: false }] },
    },
    // Monaco's chunk (2.7 MB, fetched only where an editor is shown) is the one chunk past this size.
    chunkSizeWarningLimit: 3000,
  },
  test: {
    environment: 'node',
    // vitest's default is one fewer than the cores: one worker on the two cores here, most of its time importing.
    maxWorkers: 2,
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
  },
});
