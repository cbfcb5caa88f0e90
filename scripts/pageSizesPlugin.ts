import { resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { kilobytes, pageSizes } from './pageSizes.js';

/** `vite build` ends by printing the gzipped JavaScript the login page and the users list load. */
export function pageSizesPlugin(): Plugin {
  let config: ResolvedConfig | undefined;
  return {
    name: 'page-sizes',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle() {
      if (!config?.build.manifest) {
        return;
      }
      const outDir = resolve(config.root, config.build.outDir);
      for (const page of pageSizes(outDir)) {
        config.logger.info(
          `${page.name}: ${kilobytes(page.gzipBytes)} of JavaScript (gzip), ${page.files} files`,
        );
      }
    },
  };
}
