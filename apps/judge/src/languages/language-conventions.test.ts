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
