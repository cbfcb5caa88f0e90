/** `npm run build`'s server half: the release server in `build/server/server.js` (`npm run serve`). */
import { join } from 'node:path';
import { buildServer, PROJECT_ROOT } from './support/serverBundle';

console.log(`Server compiled into ${await buildServer(join(PROJECT_ROOT, 'build', 'server'))}`);
