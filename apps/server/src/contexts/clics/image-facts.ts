/** What a file reference of an image says of it (JSON_Format.md "File reference": images need their size). */
export interface ImageFacts {
  mime: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG's size: its first chunk is IHDR, width then height as 32-bit big-endian numbers. */
function pngFacts(head: Buffer): ImageFacts | null {
  if (head.length < 24 || !head.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  if (head.subarray(12, 16).toString('latin1') !== 'IHDR') return null;
  return { mime: 'image/png', width: head.readUInt32BE(16), height: head.readUInt32BE(20) };
}

/** The JPEG markers that start a frame (SOF0-SOF15 but DHT, JPG and DAC), whose header holds the size. */
const isFrameStart = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** A JPEG's size: the segments after SOI are walked to the first frame header (height, then width). */
function jpegFacts(head: Buffer): ImageFacts | null {
  if (head.length < 4 || head[0] !== 0xff || head[1] !== 0xd8) return null;
  let at = 2;
  while (at + 9 <= head.length) {
    if (head[at] !== 0xff) return null;
    const marker = head[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (isFrameStart(marker))
      return { mime: 'image/jpeg', height: head.readUInt16BE(at + 5), width: head.readUInt16BE(at + 7) };
    at += 2 + head.readUInt16BE(at + 2);
  }
  return null;
}

/**
 * An image's type and size from its first bytes: PNG and JPEG, the types a file reference of an image may have
 * besides SVG (which uploads here never are). Null for anything else (a GIF, BMP or WebP logo has no reference).
 */
export function imageFacts(head: Buffer): ImageFacts | null {
  const facts = pngFacts(head) ?? jpegFacts(head);
  return facts && facts.width > 0 && facts.height > 0 ? facts : null;
}
