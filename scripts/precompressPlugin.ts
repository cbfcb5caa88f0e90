import { resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { precompress } from './precompress.js';

/** `vite build` leaves brotli and gzip copies of its assets for the server to send as they are. */
export function precompressPlugin(): Plugin {
  let config: ResolvedConfig | undefined;
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle() {
      if (config) {
        precompress(resolve(config.root, config.build.outDir));
      }
    },
  };
}
