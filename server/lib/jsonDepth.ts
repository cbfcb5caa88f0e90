/** The deepest nesting of objects and arrays a JSON body may have; forms send five at most. */
export const MAX_JSON_DEPTH = 32;

/** The error code of a body nested deeper (plugins/frameworkErrors.ts words its 400). */
export const BODY_TOO_DEEP = 'PORTAL_BODY_TOO_DEEP';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x7b, 0x5b]); // { [
const CLOSERS = new Set([0x7d, 0x5d]); // } ]

/**
 * Whether JSON text nests objects and arrays deeper than `limit`, read in one pass over its
 * characters without parsing it: what walks a parsed value (a digest, validation, a NUL search)
 * recurses once per level, and a body thousands deep would overflow the stack. Malformed text is
 * left to the parser.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) {
        index += 1;
      } else if (code === QUOTE) {
        inString = false;
      }
    } else if (code === QUOTE) {
      inString = true;
    } else if (OPENERS.has(code)) {
      depth += 1;
      if (depth > limit) {
        return true;
      }
    } else if (CLOSERS.has(code)) {
      depth -= 1;
    }
  }
  return false;
}
