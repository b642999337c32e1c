import { describe, expect, it } from 'vitest';
import { imageFacts } from './image-facts.ts';
import { pngHead } from './clics-images.test-kit.ts';

/** A JPEG's first segments: SOI, an APP0 segment, then a baseline frame header of this size. */
function jpegHead(width: number, height: number) {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x04, 0x4a, 0x46]);
  const frame = Buffer.alloc(11);
  frame.set([0xff, 0xc0, 0x00, 0x11, 0x08]);
  frame.writeUInt16BE(height, 5);
  frame.writeUInt16BE(width, 7);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, frame]);
}

describe('image facts for file references', () => {
  it("reads a PNG's and a JPEG's type and size", () => {
    expect(imageFacts(pngHead(56, 48))).toEqual({ mime: 'image/png', width: 56, height: 48 });
    expect(imageFacts(jpegHead(640, 480))).toEqual({ mime: 'image/jpeg', width: 640, height: 480 });
  });

  it('has none for another type, a cut file or an empty size', () => {
    expect(imageFacts(Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'))).toBeNull();
    expect(imageFacts(pngHead(56, 48).subarray(0, 20))).toBeNull();
    expect(imageFacts(pngHead(0, 48))).toBeNull();
    expect(imageFacts(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00]))).toBeNull();
  });
});
