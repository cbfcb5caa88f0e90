import { describe, expect, it } from 'vitest';
import { chooseEncoding } from './contentEncoding';

describe('chooseEncoding', () => {
  it('prefers brotli, then gzip, as a browser offers them', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
  });

  it('honours q values and the wildcard', () => {
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('*;q=0.1')).toBe('br');
    expect(chooseEncoding('*, br;q=0')).toBe('gzip');
  });

  it('chooses none without a header or an encoding it speaks', () => {
    expect(chooseEncoding(undefined)).toBeUndefined();
    expect(chooseEncoding('')).toBeUndefined();
    expect(chooseEncoding('identity, deflate')).toBeUndefined();
    expect(chooseEncoding('gzip;q=0, br;q=0')).toBeUndefined();
  });
});
