import { constants, crc32, deflateRawSync } from 'node:zlib';
import { crc32Combine } from './crc32-combine.ts';

/**
 * A gzip body put together from pieces compressed apart (RFC 1951/1952). Each piece is raw deflate ended by a
 * sync flush: its blocks are not final and end on a byte boundary, and its back-references stay inside its
 * own text, so pieces compressed at different times (a shared run kept for every caller, a small personal part
 * made per call) concatenate into one valid deflate stream. One member, one CRC, as every client reads it;
 * pigz joins its parallel blocks the same way.
 */
export interface GzipPiece {
  /** The text's bytes: the CRC of the whole body runs over them. */
  readonly bytes: Buffer;
  /** CRC-32 of the bytes, computed once: a large shared piece is not read again for each body it goes in. */
  readonly crc: number;
  readonly deflated: Buffer;
}

/** Header of a member: deflate, no name or time, made on Unix (RFC 1952 §2.3). */
const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);
/** An empty final block, which ends the deflate stream after the last piece's non-final blocks. */
const FINAL_BLOCK = deflateRawSync(Buffer.alloc(0));

/** Below this a piece is stored, not compressed: a zlib stream per call costs more than the bytes it saves. */
const STORE_BELOW_BYTES = 2048;

/** A stored (uncompressed) deflate block, not final: a 5-byte header, then the bytes (RFC 1951 §3.2.4). */
function storedBlock(bytes: Buffer): Buffer {
  const header = Buffer.from([
    0,
    bytes.length & 0xff,
    bytes.length >> 8,
    ~bytes.length & 0xff,
    (~bytes.length >> 8) & 0xff,
  ]);
  return Buffer.concat([header, bytes]);
}

/** A piece of text: compressed when it is large, stored as it is when small (the personal parts of a page). */
export function gzipPiece(text: string | Buffer): GzipPiece {
  const bytes = typeof text === 'string' ? Buffer.from(text) : text;
  const deflated =
    bytes.length < STORE_BELOW_BYTES
      ? storedBlock(bytes)
      : deflateRawSync(bytes, { finishFlush: constants.Z_SYNC_FLUSH });
  // Node 20's crc32 answers 0 for an empty buffer, which is the CRC of nothing.
  return { bytes, crc: crc32(bytes), deflated };
}

/** The gzip body whose decompressed text is the pieces' texts in order. */
export function joinGzipPieces(pieces: readonly GzipPiece[]): Buffer {
  let crc = 0;
  let length = 0;
  for (const piece of pieces) {
    crc = crc32Combine(crc, piece.crc, piece.bytes.length);
    length += piece.bytes.length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length % 0x1_0000_0000, 4);
  return Buffer.concat([HEADER, ...pieces.map((piece) => piece.deflated), FINAL_BLOCK, trailer]);
}
