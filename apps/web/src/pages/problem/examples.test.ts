import { describe, expect, it } from 'vitest';
import { expectedOutputOf, parseExamples } from './examples';

describe('parseExamples', () => {
  it('reads every input/output pair in order, keeping inner newlines', () => {
    expect(
      parseExamples('<input>1 2</input><output>3</output><input>5 2\n1 2</input><output>6\n14</output>'),
    ).toEqual([
      { input: '1 2', output: '3' },
      { input: '5 2\n1 2', output: '6\n14' },
    ]);
  });

  it('accepts whitespace between the tags of a pair and between pairs', () => {
    expect(
      parseExamples('<input>a</input>\n  <output>b</output>\n<input>c</input><output>d</output>'),
    ).toEqual([
      { input: 'a', output: 'b' },
      { input: 'c', output: 'd' },
    ]);
  });

  it('gives nothing for an empty or missing string and ignores an input without output', () => {
    expect(parseExamples('')).toEqual([]);
    expect(parseExamples(null)).toEqual([]);
    expect(parseExamples('<input>1 2</input>')).toEqual([]);
  });

  it('keeps empty inputs and outputs', () => {
    expect(parseExamples('<input></input><output>Hello</output>')).toEqual([{ input: '', output: 'Hello' }]);
  });
});

describe('expectedOutputOf', () => {
  it('ends the answer with one newline, as a judged answer file does', () => {
    expect(expectedOutputOf({ input: '1 2', output: '3' })).toBe('3\n');
    expect(expectedOutputOf({ input: '1 2', output: '3\n' })).toBe('3\n');
  });
});
