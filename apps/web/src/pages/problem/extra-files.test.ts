import { describe, expect, it } from 'vitest';
import { parseExtraFiles } from './extra-files';

describe('parseExtraFiles', () => {
  it('reads the stored JSON text of name -> content', () => {
    expect(parseExtraFiles('{"lib.h":"#pragma once"}')).toEqual({ 'lib.h': '#pragma once' });
  });
  it('gives no files for nothing, broken text or another shape', () => {
    expect(parseExtraFiles(null)).toEqual({});
    expect(parseExtraFiles('')).toEqual({});
    expect(parseExtraFiles('{not json')).toEqual({});
    expect(parseExtraFiles('["a"]')).toEqual({});
    expect(parseExtraFiles('{"a":1,"b":"x"}')).toEqual({ b: 'x' });
  });
});
