import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gzipPiece, joinGzipPieces } from './gzip-pieces.ts';

describe('a gzip body joined from pieces compressed apart', () => {
  it('decompresses to the pieces in order, whatever each holds', () => {
    const texts = [
      '{"records":[',
      JSON.stringify({ rows: Array.from({ length: 400 }, (_, i) => ({ i })) }),
      '',
      'é ✓ ]}',
    ];
    const body = joinGzipPieces(texts.map(gzipPiece));
    expect(gunzipSync(body).toString()).toBe(texts.join(''));
  });

  it('keeps a piece reusable: the same compressed run joins different heads', () => {
    const run = gzipPiece('x'.repeat(50_000));
    for (const head of ['a', 'bb', '']) {
      expect(gunzipSync(joinGzipPieces([gzipPiece(head), run])).toString()).toBe(head + 'x'.repeat(50_000));
    }
  });

  it('is an empty text with no pieces', () => {
    expect(gunzipSync(joinGzipPieces([])).toString()).toBe('');
  });
});
