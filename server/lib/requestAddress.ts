import { AsyncLocalStorage } from 'node:async_hooks';

/** The client address of the request being answered (set by plugins/requestAddress.ts). */
const storage = new AsyncLocalStorage<string>();

/** Runs `work` (and everything it awaits) with `address` as the request's address. */
export function withRequestAddress<T>(address: string, work: () => T): T {
  return storage.run(address, work);
}

/**
 * Makes `address` the request's address for the rest of the current asynchronous flow: for a
 * request's hooks, whose later steps (body parsing, validation, handler) Fastify runs from
 * callbacks.
 */
export function enterRequestAddress(address: string): void {
  storage.enterWith(address);
}

/** The address of the request being answered, or undefined outside any (a seed, a worker). */
export function requestAddress(): string | undefined {
  return storage.getStore();
}
