import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The root of this app, so that `vite` and the root Vitest run (which loads this file as a project)
// resolve index.html, src/ and dist/ the same way whatever the working directory is.
const appRoot = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: appRoot,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // React changes far less often than the app: its own chunk stays cached across releases. Mantine and
        // the other libraries are left to usage-based splitting: a single group put every component any lazy
        // screen uses into the initial load (249 KiB gzip against 216 KiB without it).
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 30,
            },
            {
              // zod and the contract's schemas serve the data layer (src/api/ area modules), which only
              // lazily loaded screens import: in a chunk of their own they stay out of the initial load.
              name: 'contract',
              test: /node_modules[\\/]zod[\\/]|packages[\\/]contract[\\/]/,
              priority: 25,
            },
          ],
        },
      },
    },
  },
  worker: {
    // An ES module (the app starts it with type 'module'). Rolldown's ES output defines a `require` shim,
    // which pluralize's UMD wrapper (via syllable) looks for; in an IIFE it finds none, exports an object
    // instead of its function, and every check with syllable counts failed in the worker.
    format: 'es',
  },
  server: {
    // The API server (apps/server) listens on 8080; the dev server forwards /api so cookies stay same-origin.
    proxy: {
      '/api': { target: 'http://localhost:8080', changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: 'http://localhost:8080', changeOrigin: false },
    },
  },
  test: {
    name: 'web',
    root: appRoot,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // One jsdom per worker instead of one per file: creating it and loading Mantine took over half the
    // project's time. No test mocks modules, and setup.ts cleans the DOM, storage and toasts after each test.
    isolate: false,
    // As in the root vitest.config.ts: Vitest refuses projects of one run with different worker counts.
    maxWorkers: 2,
    // The suite runs beside the server's tests on two cores; a screen that renders in 200 ms alone can take
    // seconds then. Timing is measured in bench/, never asserted here.
    testTimeout: 15_000,
  },
});
