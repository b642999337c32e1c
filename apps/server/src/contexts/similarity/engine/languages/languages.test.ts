import { describe, expect, it } from 'vitest';
import { tokenize } from '../lexer.ts';
import { languageTableFor } from './registry.ts';

const kinds = (source: string, language: string) =>
  tokenize(source, languageTableFor(language)).map((token) => token.kind);

describe('language tables', () => {
  it.each([
    ['C++ 17 With O2', 'cpp'],
    ['C With O2', 'c'],
    ['C', 'c'],
    ['Java', 'java'],
    ['Python3', 'python'],
    ['PyPy3', 'python'],
    ['JavaScript Node', 'javascript'],
    ['Golang', 'go'],
    ['Rust', 'rust'],
    ['C#', 'csharp'],
    ['Kotlin', 'kotlin'],
    ['Pascal', 'pascal'],
    ['Haskell', 'generic'],
    ['Ruby', 'generic'],
  ])('%s is read as %s', (name, key) => {
    expect(languageTableFor(name).key).toBe(key);
  });

  it('C++: names, numbers, strings fold; comments, includes, braces and modifiers go; for and while are one loop', () => {
    const a = kinds(
      '#include <bits/stdc++.h>\n// sum\nconst int total = 0; /* x */ for (int i = 0; i < n; i++) { total += 1; }',
      'C++',
    );
    const b = kinds('#include <iostream>\nint acc=7;\nwhile(int k=0;k<m;k++) acc += 2;', 'C++');
    expect(a).toEqual(b);
    expect(a).toEqual([
      'TYPE',
      'ID',
      '=',
      'NUM',
      'LOOP',
      '(',
      'TYPE',
      'ID',
      '=',
      'NUM',
      'ID',
      '<',
      'ID',
      'ID',
      '++',
      ')',
      'ID',
      '+=',
      'NUM',
    ]);
  });

  it('C++: a string holding comment markers and quotes stays one string', () => {
    expect(kinds('s = "a // b \\" /* c";', 'C++')).toEqual(['ID', '=', 'STR']);
  });

  it('Python: # comments, triple-quoted and prefixed strings, colons go', () => {
    const a = kinds('def f(x):  # note\n    """doc"""\n    return f"{x}"\n', 'Python3');
    expect(a).toEqual(['def', 'ID', '(', 'ID', ')', 'STR', 'return', 'STR']);
  });

  it('Java: modifiers and imports go, boolean folds into TYPE', () => {
    expect(kinds('import java.util.*; public static final boolean ok = true;', 'Java')).toEqual([
      'ID',
      '.',
      'ID',
      '.',
      '*',
      'TYPE',
      'ID',
      '=',
      'true',
    ]);
  });

  it('Pascal: keywords in any case, { } and (* *) are comments, begin/end go', () => {
    const a = kinds('BEGIN { hi } (* there *) For i := 1 TO n DO WriteLn(i); END.', 'Pascal');
    expect(a).toEqual(['LOOP', 'ID', ':=', 'NUM', 'to', 'ID', 'ID', '(', 'ID', ')', '.']);
  });

  it('Go, Rust, C#, Kotlin, JavaScript: their loops fold and their comments go', () => {
    expect(kinds('for i := 0; i < n; i++ { } // x', 'Golang')[0]).toBe('LOOP');
    expect(kinds('loop { } /* x */', 'Rust')).toEqual(['LOOP']);
    expect(kinds('foreach (var x in xs) {}', 'C#')).toEqual(['LOOP', '(', 'TYPE', 'ID', 'in', 'ID', ')']);
    expect(kinds('while (x) { } // y', 'Kotlin')).toEqual(['LOOP', '(', 'ID', ')']);
    expect(kinds('const s = `a ${b}`; // c', 'JavaScript Node')).toEqual(['TYPE', 'ID', '=', 'STR']);
  });

  it('generic: the other languages lose their comments and keep their control words', () => {
    expect(kinds('-- note\nif x then y else z end', 'Haskell')).toEqual([
      'if',
      'ID',
      'then',
      'ID',
      'else',
      'ID',
      'end',
    ]);
  });

  it('tokens keep their place in the source for highlighting', () => {
    const [first, second] = tokenize('int a;\n  b = 1;', languageTableFor('C'));
    expect(first).toMatchObject({ kind: 'TYPE', start: 0, end: 3, line: 1 });
    expect(tokenize('int a;\n  b = 1;', languageTableFor('C'))[2]).toMatchObject({
      kind: 'ID',
      start: 9,
      line: 2,
    });
    expect(second.kind).toBe('ID');
  });
});
