/** The encodings the API compresses with, best first. */
export const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/**
 * The best encoding an `Accept-Encoding` header allows (RFC 9110 section 12.5.3): a listed
 * coding with q above 0, or `*`; none when the header is absent or allows neither.
 */
export function chooseEncoding(header: string | undefined): Encoding | undefined {
  if (!header) {
    return undefined;
  }
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weightOf = (encoding: Encoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  return ENCODINGS.find((encoding) => weightOf(encoding) > 0);
}
