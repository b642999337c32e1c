import { describe, expect, it } from 'vitest';
import { backOfficeSimilarity, scopeFromPath, siteSimilarity } from './similarity-scope';

describe('similarity addresses', () => {
  it('read a scope and its id from the path, and nothing from a bad one', () => {
    expect(scopeFromPath('group', '12')).toEqual({ scope: 'group', scopeId: 12 });
    expect(scopeFromPath('class', '12')).toBeNull();
    expect(scopeFromPath('contest', '0')).toBeNull();
    expect(scopeFromPath('contest', '1.5')).toBeNull();
    expect(scopeFromPath(undefined, '3')).toBeNull();
  });

  it('keep a page in its area: the back office, or the site for group admins', () => {
    expect(backOfficeSimilarity.report(4)).toBe('/admin/similarity/check/4');
    expect(siteSimilarity.checks('group', 7)).toBe('/similarity/group/7');
    expect(siteSimilarity.pair(9)).toBe('/similarity/pair/9');
  });
});
