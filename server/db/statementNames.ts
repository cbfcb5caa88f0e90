/**
 * At most this many distinct statement texts get a name; the rest run unnamed. The API sends a
 * few hundred (a text per list filter combination), so the cap only guards against a text built
 * with a varying number of placeholders growing every connection's statement cache for ever.
 */
const MAX_NAMED_STATEMENTS = 2_000;

/** Names for the statement texts a database connection prepares once and binds after. */
export class StatementNames {
  readonly #names = new Map<string, string>();

  /** The text's name, or undefined once the cap is reached and the text is new. */
  nameOf(text: string): string | undefined {
    const known = this.#names.get(text);
    if (known !== undefined || this.#names.size >= MAX_NAMED_STATEMENTS) {
      return known;
    }
    const name = `portal_${this.#names.size}`;
    this.#names.set(text, name);
    return name;
  }
}
