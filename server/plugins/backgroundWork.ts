import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { afterRequestTransaction } from '../db/requestTransaction';

/** Work a request starts but does not wait for (it begins after the answer); closing the app waits for it. */
export interface BackgroundWork {
  run(task: () => Promise<void>): void;
  /** Resolves once every task started so far has ended (tests read their outcome after it). */
  settled(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    background: BackgroundWork;
  }
}

function backgroundWorkPlugin(app: FastifyInstance): void {
  const running = new Set<Promise<void>>();
  const background: BackgroundWork = {
    run(task) {
      // Started on a later turn of the event loop: the answer that started it goes out first
      // (an embedded database works on this thread, and would hold the answer back). A keyed
      // write's task waits for its transaction to commit, and runs outside it.
      const done = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => afterRequestTransaction(task))
        .catch((error: unknown) => app.log.error({ err: error }, 'background work failed'))
        .finally(() => running.delete(done));
      running.add(done);
    },
    async settled() {
      while (running.size > 0) {
        await Promise.all(running);
      }
    },
  };
  app.decorate('background', background);
  app.addHook('onClose', () => background.settled());
}

export default fp(backgroundWorkPlugin, { name: 'background-work' });
