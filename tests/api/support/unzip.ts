import { inflateRawSync } from 'node:zlib';

/** The files of a ZIP archive, by name, read from its central directory. */
export function unzip(archive: Buffer): Map<string, Buffer> {
  const end = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) {
    throw new Error('no end of central directory');
  }
  const count = archive.readUInt16LE(end + 10);
  let at = archive.readUInt32LE(end + 16);
  const files = new Map<string, Buffer>();
  for (let index = 0; index < count; index += 1) {
    if (archive.readUInt32LE(at) !== 0x02014b50) {
      throw new Error(`no central header at ${at}`);
    }
    const method = archive.readUInt16LE(at + 10);
    const compressed = archive.readUInt32LE(at + 20);
    const nameLength = archive.readUInt16LE(at + 28);
    const extraLength = archive.readUInt16LE(at + 30);
    const commentLength = archive.readUInt16LE(at + 32);
    const local = archive.readUInt32LE(at + 42);
    const name = archive.toString('utf8', at + 46, at + 46 + nameLength);
    const dataStart =
      local + 30 + archive.readUInt16LE(local + 26) + archive.readUInt16LE(local + 28);
    const data = archive.subarray(dataStart, dataStart + compressed);
    files.set(name, method === 8 ? inflateRawSync(data) : data);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return files;
}

/** One kind's rows as the archive's JSON file holds them. */
export function kindRows(files: Map<string, Buffer>, kind: string): Record<string, unknown>[] {
  const file = files.get(`${kind}.json`);
  if (!file) {
    throw new Error(`no ${kind}.json in the archive`);
  }
  return JSON.parse(file.toString('utf8')) as Record<string, unknown>[];
}
