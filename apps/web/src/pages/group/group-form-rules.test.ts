import { describe, expect, it } from 'vitest';
import { groupRules } from './group-form-rules';

describe('the group form’s checks (spec 3 §5)', () => {
  it('takes names of 3 to 25 characters', () => {
    expect(groupRules.name('ab')).toBe('nameLength');
    expect(groupRules.name('abc')).toBeNull();
    expect(groupRules.name('n'.repeat(25))).toBeNull();
    expect(groupRules.name('n'.repeat(26))).toBe('nameLength');
  });

  it('takes short names of 2 to 10 upper-case letters and digits', () => {
    expect(groupRules.shortName('A')).toBe('shortNameLength');
    expect(groupRules.shortName('ACM2024')).toBeNull();
    expect(groupRules.shortName('acm')).toBe('shortNamePattern');
    expect(groupRules.shortName('AC-M')).toBe('shortNamePattern');
    expect(groupRules.shortName('ABCDEFGHIJK')).toBe('shortNameLength');
  });

  it('asks a code of 4 to 6 characters for private groups, unless one is stored; a protected one needs none', () => {
    expect(groupRules.code('', 1)).toBeNull();
    expect(groupRules.code('', 2)).toBeNull();
    expect(groupRules.code('', 3)).toBe('codeRequired');
    expect(groupRules.code('', 3, true)).toBeNull();
    expect(groupRules.code('abc', 3)).toBe('codeLength');
    expect(groupRules.code('abcd', 3)).toBeNull();
    expect(groupRules.code('abcdefg', 2)).toBe('codeLength');
  });

  it('limits the brief to 50 and the description to 1000 characters', () => {
    expect(groupRules.brief('b'.repeat(50))).toBeNull();
    expect(groupRules.brief('b'.repeat(51))).toBe('briefLength');
    expect(groupRules.description('d'.repeat(1001))).toBe('descriptionLength');
  });

  it('asks applicants a reason of 2 to 100 characters, and the code for a private group', () => {
    expect(groupRules.reason('', 1)).toBeNull();
    expect(groupRules.reason('', 2)).toBe('reasonRequired');
    expect(groupRules.reason('x', 2)).toBe('reasonLength');
    expect(groupRules.reason('In the class', 3)).toBeNull();
    expect(groupRules.reason('r'.repeat(101), 3)).toBe('reasonLength');
    expect(groupRules.applyCode('', 2)).toBeNull();
    expect(groupRules.applyCode('', 3)).toBe('codeToApply');
    expect(groupRules.applyCode('c0de', 3)).toBeNull();
  });
});

describe('a server refusal under its field', () => {
  it('answers the field and the message without its prefix', async () => {
    const { ApiError } = await import('../../api/request');
    const { serverFieldError } = await import('./group-form-rules');
    const error = new ApiError('code: the invitation code is wrong', 400, 'VALIDATION_FAILED', {
      field: 'code',
    });
    expect(serverFieldError(error)).toEqual({ field: 'code', message: 'the invitation code is wrong' });
    expect(serverFieldError(new ApiError('No', 403, 'FORBIDDEN'))).toBeNull();
  });
});
