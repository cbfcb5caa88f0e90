import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Encoding } from './contentEncoding';

/** Below this, an answer fits in a packet or two and compressing costs more than it saves. */
const MIN_COMPRESSED_BYTES = 1024;

const compressors: Record<Encoding, (input: Buffer) => Promise<Buffer>> = {
  // Quality 4: about gzip's speed with a smaller answer (11, the default, is for static files).
  br: (input) =>
    promisify(brotliCompress)(input, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 4,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: input.byteLength,
      },
    }),
  gzip: (input) => promisify(gzip)(input),
};

/**
 * An answer's body compressed in `encoding` (Node's zlib, off the event loop), or undefined when
 * the caller accepts no encoding or the body is too small to be worth it.
 */
export async function compressBody(
  body: Buffer,
  encoding: Encoding | undefined,
): Promise<Buffer | undefined> {
  if (encoding === undefined || body.byteLength < MIN_COMPRESSED_BYTES) {
    return undefined;
  }
  return compressors[encoding](body);
}
