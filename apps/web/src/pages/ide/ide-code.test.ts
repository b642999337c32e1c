import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LanguageView } from '../../api/problems';
import { CPP_SKELETON } from '../../components/code-editor/source-files';
import { defaultIdeLanguage, ideLanguages, readIdeCode, startingCode, writeIdeCode } from './ide-code';

const language = (name: string, editorLanguage: string, enabled = true) =>
  ({ name, editorLanguage, enabled, disabledReason: enabled ? null : 'no judge' }) as LanguageView;

const ALL = [
  language('C', 'c'),
  language('Python3', 'python'),
  language('C++ With O2', 'cpp'),
  language('Java', 'java'),
  language('C++', 'cpp'),
];

// The unit tests run in node: a small in-memory storage stands in for the browser's.
const stored = new Map<string, string>();
const memoryStorage = {
  getItem: (key: string) => stored.get(key) ?? null,
  setItem: (key: string, value: string) => void stored.set(key, value),
};
beforeEach(() => {
  stored.clear();
  Object.defineProperty(globalThis, 'localStorage', { value: memoryStorage, configurable: true });
});
afterEach(() => stored.clear());

describe('online IDE code', () => {
  it('offers only C++, C++ With O2 and Python3, in that order', () => {
    expect(ideLanguages(ALL).map((l) => l.name)).toEqual(['C++', 'C++ With O2', 'Python3']);
  });

  it('starts with C++, or the first IDE language the judge runs', () => {
    expect(defaultIdeLanguage(ideLanguages(ALL))).toBe('C++');
    const noCpp = [language('C++', 'cpp', false), language('Python3', 'python')];
    expect(defaultIdeLanguage(noCpp)).toBe('Python3');
    expect(defaultIdeLanguage([language('C++', 'cpp', false)])).toBe('C++');
    expect(defaultIdeLanguage([])).toBeUndefined();
  });

  it('gives the skeleton only to people with default code', () => {
    expect(startingCode(language('C++', 'cpp'), true)).toBe(CPP_SKELETON);
    expect(startingCode(language('Python3', 'python'), true)).toBe('');
    expect(startingCode(language('C++', 'cpp'), false)).toBe('');
  });

  it('keeps the language and code in the browser', () => {
    expect(readIdeCode()).toBeNull();
    writeIdeCode({ language: 'Python3', code: 'print(1)' });
    expect(readIdeCode()).toEqual({ language: 'Python3', code: 'print(1)' });
    memoryStorage.setItem('ojideCode', '{broken');
    expect(readIdeCode()).toBeNull();
  });
});
