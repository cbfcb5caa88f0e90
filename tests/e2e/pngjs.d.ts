/** The part of pngjs (it ships no types) the focus test uses: a screenshot decoded to RGBA. */
declare module 'pngjs' {
  export class PNG {
    width: number;
    height: number;
    data: Buffer;
    static sync: { read(buffer: Buffer): PNG };
  }
}
