/** A map of at most `limit` entries that lets the least recently used go first. */
export class RecentlyUsed<V> {
  readonly #entries = new Map<string, V>();

  constructor(readonly limit: number) {}

  /** The value kept for `key`, now the most recent. */
  get(key: string): V | undefined {
    const value = this.#entries.get(key);
    if (value !== undefined) {
      this.#entries.delete(key);
      this.#entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    if (this.#entries.size > this.limit) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) {
        this.#entries.delete(oldest.value);
      }
    }
  }

  delete(key: string): void {
    this.#entries.delete(key);
  }
}
