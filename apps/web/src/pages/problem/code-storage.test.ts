import { describe, expect, it } from 'vitest';
import { defaultLanguage } from './code-storage';

describe('defaultLanguage', () => {
  it('prefers C++, then Python3, then the first enabled language', () => {
    const all = ['C', 'C++', 'Python3'].map((name) => ({ name, enabled: true }));
    expect(defaultLanguage(all)).toBe('C++');
    expect(defaultLanguage(all.filter((l) => l.name !== 'C++'))).toBe('Python3');
    expect(
      defaultLanguage([
        { name: 'C++', enabled: false },
        { name: 'Java', enabled: true },
      ]),
    ).toBe('Java');
    expect(defaultLanguage([])).toBeUndefined();
  });
});
