import { crc32, createDeflateRaw } from 'node:zlib';

/** One file of an archive: its name and its content, produced as it is read. */
export interface ZipEntry {
  name: string;
  content: AsyncIterable<string | Buffer> | Iterable<string | Buffer>;
}

const LOCAL_HEADER = 0x04034b50;
const DATA_DESCRIPTOR = 0x08074b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
/** Sizes and CRC follow the data (bit 3), names are UTF-8 (bit 11). */
const FLAGS = 0x0008 | 0x0800;
const DEFLATE = 8;
/** Version 2.0: deflate and data descriptors. */
const VERSION = 20;
/** The classic (not ZIP64) format's limits: an export past them is refused rather than corrupt. */
const MAX_32 = 0xffffffff;
const MAX_ENTRIES = 0xffff;

interface Written {
  name: Buffer;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

/** 1980-01-01 00:00, the DOS epoch: entries carry no time of their own (the export's name does). */
const DOS_TIME = 0;
const DOS_DATE = (0 << 9) | (1 << 5) | 1;

function localHeader(name: Buffer): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(LOCAL_HEADER, 0);
  header.writeUInt16LE(VERSION, 4);
  header.writeUInt16LE(FLAGS, 6);
  header.writeUInt16LE(DEFLATE, 8);
  header.writeUInt16LE(DOS_TIME, 10);
  header.writeUInt16LE(DOS_DATE, 12);
  // CRC and sizes (14–25) are zero here: the data descriptor after the data carries them.
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name]);
}

function dataDescriptor({ crc, compressed, size }: Written): Buffer {
  const descriptor = Buffer.alloc(16);
  descriptor.writeUInt32LE(DATA_DESCRIPTOR, 0);
  descriptor.writeUInt32LE(crc >>> 0, 4);
  descriptor.writeUInt32LE(compressed, 8);
  descriptor.writeUInt32LE(size, 12);
  return descriptor;
}

function centralHeader({ name, crc, compressed, size, offset }: Written): Buffer {
  const header = Buffer.alloc(46);
  header.writeUInt32LE(CENTRAL_HEADER, 0);
  header.writeUInt16LE(VERSION, 4);
  header.writeUInt16LE(VERSION, 6);
  header.writeUInt16LE(FLAGS, 8);
  header.writeUInt16LE(DEFLATE, 10);
  header.writeUInt16LE(DOS_TIME, 12);
  header.writeUInt16LE(DOS_DATE, 14);
  header.writeUInt32LE(crc >>> 0, 16);
  header.writeUInt32LE(compressed, 20);
  header.writeUInt32LE(size, 24);
  header.writeUInt16LE(name.length, 28);
  header.writeUInt32LE(offset, 42);
  return Buffer.concat([header, name]);
}

function endOfCentralDirectory(count: number, size: number, offset: number): Buffer {
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END_OF_CENTRAL_DIRECTORY, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  return end;
}

/** Deflates one entry's content as it is read, counting its CRC and both sizes. */
async function* deflated(
  content: ZipEntry['content'],
  counts: { crc: number; size: number; compressed: number },
): AsyncGenerator<Buffer> {
  const deflate = createDeflateRaw();
  const output: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => output.push(chunk));
  const drain = function* () {
    for (const chunk of output.splice(0)) {
      counts.compressed += chunk.length;
      yield chunk;
    }
  };
  for await (const piece of content) {
    const bytes = typeof piece === 'string' ? Buffer.from(piece, 'utf8') : piece;
    if (bytes.length === 0) {
      continue;
    }
    counts.crc = crc32(bytes, counts.crc);
    counts.size += bytes.length;
    await new Promise<void>((resolve, reject) =>
      deflate.write(bytes, (error) => (error ? reject(error) : resolve())),
    );
    // Flushed per piece so the compressor holds no more than one piece: memory stays bounded.
    await new Promise<void>((resolve) => deflate.flush(resolve));
    yield* drain();
  }
  await new Promise<void>((resolve, reject) => {
    deflate.once('end', resolve);
    deflate.once('error', reject);
    deflate.end();
  });
  yield* drain();
}

/**
 * A ZIP archive of `entries`, written as their contents are read: each entry is deflated with
 * its sizes and CRC in a data descriptor after it, so no entry is held whole, and the central
 * directory (a few dozen bytes an entry) closes the archive. The classic format's 4 GiB limit
 * applies to the whole archive.
 */
export async function* zipStream(
  entries: AsyncIterable<ZipEntry> | Iterable<ZipEntry>,
): AsyncGenerator<Buffer> {
  const written: Written[] = [];
  let offset = 0;
  for await (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const header = localHeader(name);
    const start = offset;
    offset += header.length;
    yield header;
    const counts = { crc: 0, size: 0, compressed: 0 };
    for await (const chunk of deflated(entry.content, counts)) {
      offset += chunk.length;
      yield chunk;
    }
    const done = { name, offset: start, ...counts };
    if (offset > MAX_32 || counts.size > MAX_32 || written.length >= MAX_ENTRIES) {
      throw new Error('The archive is past the ZIP format without ZIP64');
    }
    const descriptor = dataDescriptor(done);
    offset += descriptor.length;
    yield descriptor;
    written.push(done);
  }
  const directoryStart = offset;
  let directorySize = 0;
  for (const entry of written) {
    const header = centralHeader(entry);
    directorySize += header.length;
    yield header;
  }
  yield endOfCentralDirectory(written.length, directorySize, directoryStart);
}
