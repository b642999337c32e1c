import { describe, expect, it } from 'vitest';
import { parseExamples, serializeExamples } from './examples';

describe('examples string ⇄ pairs', () => {
  it('reads the stored pairs, keeping line breaks and empty outputs', () => {
    expect(
      parseExamples('<input>1 2\n</input><output>3\n</output><input>5\n6</input><output></output>'),
    ).toEqual([
      { input: '1 2\n', output: '3\n' },
      { input: '5\n6', output: '' },
    ]);
  });

  it('tolerates white space between the tags and an empty or missing string', () => {
    expect(parseExamples('<input>a</input>\n<output>b</output>')).toEqual([{ input: 'a', output: 'b' }]);
    expect(parseExamples('')).toEqual([]);
    expect(parseExamples(null)).toEqual([]);
  });

  it('writes pairs back in the same format and drops rows left empty', () => {
    const stored = serializeExamples([
      { input: '1 2', output: '3' },
      { input: '', output: '' },
      { input: undefined, output: 'only output' },
    ]);
    expect(stored).toBe('<input>1 2</input><output>3</output><input></input><output>only output</output>');
    expect(parseExamples(stored)).toEqual([
      { input: '1 2', output: '3' },
      { input: '', output: 'only output' },
    ]);
  });

  it('round-trips text holding angle brackets that are not the tags', () => {
    const pairs = [{ input: 'a < b > c', output: '<\n>' }];
    expect(parseExamples(serializeExamples(pairs))).toEqual(pairs);
  });
});
