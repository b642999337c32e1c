import { describe, expect, it } from 'vitest';
import { rotatedSize } from './crop-image';

describe('the rotated picture’s box', () => {
  it('swaps width and height on a quarter turn, either way, and keeps them on a half turn', () => {
    expect(rotatedSize(400, 300, 0)).toEqual({ width: 400, height: 300 });
    expect(rotatedSize(400, 300, 90)).toEqual({ width: 300, height: 400 });
    expect(rotatedSize(400, 300, -90)).toEqual({ width: 300, height: 400 });
    expect(rotatedSize(400, 300, 180)).toEqual({ width: 400, height: 300 });
    expect(rotatedSize(400, 300, 630)).toEqual({ width: 300, height: 400 });
  });
});
