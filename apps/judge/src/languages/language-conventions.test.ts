// An ICPC package's submissions run in the language its tools run: Python 3 with PyPy3, as DOMjudge and Kattis do.
import { describe, expect, it } from 'vitest';
import { detectLanguages, languageForConventions } from './index.ts';

const languages = detectLanguages();

describe('the language a submission is judged in', () => {
  it("an ICPC package's Python 3 runs with PyPy3, as DOMjudge's and Kattis' does", () => {
    expect(languageForConventions(languages, languages.get('Python3'), 'package').name).toBe('PyPy3');
  });

  it("the site's Python 3 stays CPython, and languages without another stay as named", () => {
    expect(languageForConventions(languages, languages.get('Python3'), 'site').name).toBe('Python3');
    expect(languageForConventions(languages, languages.get('Python3'), undefined).name).toBe('Python3');
    expect(languageForConventions(languages, languages.get('C++'), 'package').name).toBe('C++');
  });

  it('stays CPython where PyPy3 is not installed', () => {
    const withoutPypy = detectLanguages(
      languages.all.map(({ language }) =>
        language.name === 'PyPy3' ? { ...language, requires: ['/nonexistent/pypy3'] } : language,
      ),
    );
    expect(languageForConventions(withoutPypy, withoutPypy.get('Python3'), 'package').name).toBe('Python3');
  });
});

describe('languages the reference tools run and this judge does not', () => {
  it("refuses Kattis' Python 2 file by name instead of judging it as Python 3", () => {
    expect(() => languages.forFile('different_py2.py', '#!/usr/bin/env python2\nprint 1\n')).toThrow(
      /^Python 2 is not run by this judge/,
    );
    expect(languages.forFile('different_py3.py', '#!/usr/bin/env python3\nprint(1)\n').name).toBe('Python3');
    expect(() => languages.forFile('test-hello.swift', 'print("Hello world!")\n')).toThrow(
      /^Swift is not run/,
    );
  });
});
