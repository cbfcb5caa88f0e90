import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { pageSizesPlugin } from './scripts/pageSizesPlugin.js';
import { precompressPlugin } from './scripts/precompressPlugin.js';
import { prerenderPlugin } from './scripts/prerenderPlugin.js';
import { deferEntryPlugin } from './scripts/deferEntryPlugin.js';

const apiTarget = process.env.API_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), prerenderPlugin(), deferEntryPlugin(), precompressPlugin(), pageSizesPlugin()],
  resolve: {
    alias: {
      'object.entries': fileURLToPath(new URL('scripts/shims/objectEntries.cjs', import.meta.url)),
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // `.vite/manifest.json`: the chunk graph the page-size report (and the benchmark) reads.
    manifest: true,
  },
});
