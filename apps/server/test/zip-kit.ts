import { crc32, deflateRawSync } from 'node:zlib';

/**
 * Test zips built byte by byte, for the tests of the zip limits: an entry can say in its headers that it unpacks
 * to a few bytes while its deflate stream holds hundreds of megabytes of zeros (about 1 MB of zeros deflates to
 * 1 KB), so only counting the bytes as they are inflated finds it out.
 */
export interface CraftedEntry {
  name: string;
  /** The deflated bytes (deflateRawSync of the content, or zerosDeflated). */
  deflated: Buffer;
  /** What the headers say it unpacks to. */
  declaredSize: number;
  crc?: number;
}

/** `megabytes` MB of zeros as one raw deflate stream, built from one deflated megabyte repeated. */
export function zerosDeflated(megabytes: number): Buffer {
  // Blocks of a deflate stream can follow each other: each megabyte is a non-final block, then an empty final one.
  const megabyte = deflateRawSync(Buffer.alloc(1024 * 1024), { level: 9, finishFlush: 2 /* Z_SYNC_FLUSH */ });
  const end = Buffer.from([0x03, 0x00]); // an empty final fixed-Huffman block
  return Buffer.concat([...Array.from({ length: megabytes }, () => megabyte), end]);
}

export const entryOf = (name: string, content: Buffer | string): CraftedEntry => {
  const bytes = Buffer.from(content);
  return { name, deflated: deflateRawSync(bytes), declaredSize: bytes.length, crc: crc32(bytes) };
};

/** A zip of the entries, deflated, with the sizes and checksums their headers are given. */
export function craftZip(entries: CraftedEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(entry.crc ?? 0, 14);
    local.writeUInt32LE(entry.deflated.length, 18);
    local.writeUInt32LE(entry.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(entry.crc ?? 0, 16);
    central.writeUInt32LE(entry.deflated.length, 20);
    central.writeUInt32LE(entry.declaredSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.deflated);
    centrals.push(central, name);
    offset += local.length + name.length + entry.deflated.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
