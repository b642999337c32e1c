import { describe, expect, it } from 'vitest';
import { changedSpan, collapseBlankLineRuns } from './text-edits';

const blank = (n: number) => Array.from({ length: n }, () => '').join('\n');

describe('collapseBlankLineRuns', () => {
  it('collapses a run of 8 blank lines into one', () => {
    const code = `int a;\n${blank(8)}\nint b;`;
    expect(code.split('\n')).toHaveLength(10);
    expect(collapseBlankLineRuns(code)).toBe('int a;\n\nint b;');
  });

  it('keeps a run of 7 blank lines as it is', () => {
    const code = `int a;\n${blank(7)}\nint b;`;
    expect(collapseBlankLineRuns(code)).toBe(code);
  });

  it('counts whitespace-only lines as blank and collapses several runs', () => {
    const run = ['  ', '\t', '', '', ' ', '', '', '   ', ''].join('\n');
    expect(collapseBlankLineRuns(`a\n${run}\nb\n${run}\nc`)).toBe('a\n\nb\n\nc');
  });

  it('collapses runs at the start and the end of the code', () => {
    expect(collapseBlankLineRuns(`${blank(10)}\nmain`)).toBe('\nmain');
    expect(collapseBlankLineRuns(`main\n${blank(12)}`)).toBe('main\n');
  });

  it('leaves ordinary code and Windows line ends alone', () => {
    const code = 'int main() {\r\n\r\n  return 0;\r\n}\r\n';
    expect(collapseBlankLineRuns(code)).toBe(code);
  });
});

describe('changedSpan', () => {
  it('finds the replaced middle of a text', () => {
    expect(changedSpan('abcdef', 'abXYef')).toEqual({ start: 2, end: 4, text: 'XY' });
  });

  it('handles insertions, deletions and equal texts', () => {
    expect(changedSpan('abc', 'abxc')).toEqual({ start: 2, end: 2, text: 'x' });
    expect(changedSpan('abxc', 'abc')).toEqual({ start: 2, end: 3, text: '' });
    expect(changedSpan('same', 'same')).toEqual({ start: 4, end: 4, text: '' });
    expect(changedSpan('', 'new')).toEqual({ start: 0, end: 0, text: 'new' });
  });

  it('does not let the common end overlap the common start', () => {
    expect(changedSpan('aaa', 'aaaa')).toEqual({ start: 3, end: 3, text: 'a' });
  });
});
