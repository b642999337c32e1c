import { describe, expect, it } from 'vitest';
import {
  canEnterBackOffice,
  canManageUsers,
  isAdminRole,
  Role,
  ROLE_IDS,
  ROLE_NAMES,
  roleAllows,
} from './roles.ts';

describe('roles', () => {
  it('has the ten numeric roles with their names', () => {
    expect(ROLE_IDS).toEqual([1000, 1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008, 1009]);
    expect(ROLE_NAMES[Role.ROOT]).toBe('root');
    expect(ROLE_NAMES[Role.PROBLEM_ADMIN]).toBe('problem_admin');
    expect(ROLE_NAMES[Role.TEACHER]).toBe('teacher');
  });

  it.each([
    [Role.NO_SUBMIT, { submit: false, discussion_add: true, comment_add: true }],
    [Role.NO_DISCUSS, { submit: true, discussion_add: false, comment_add: true }],
    [Role.MUTED, { submit: true, discussion_add: false, comment_add: false }],
    [Role.NO_SUBMIT_NO_DISCUSS, { submit: false, discussion_add: false, comment_add: true }],
    [Role.NO_SUBMIT_MUTED, { submit: false, discussion_add: false, comment_add: false }],
    [Role.USER, { submit: true, discussion_add: true, comment_add: true }],
    [Role.ROOT, { submit: true, discussion_add: true, comment_add: true }],
  ] as const)('restricted role %i', (role, allowed) => {
    for (const [action, expected] of Object.entries(allowed)) {
      expect(roleAllows(role, action as 'submit')).toBe(expected);
    }
    expect(roleAllows(role, 'reply_add')).toBe(allowed.comment_add);
  });

  it('admin roles, back office and user management', () => {
    expect(ROLE_IDS.filter(isAdminRole)).toEqual([1000, 1001, 1008]);
    expect(ROLE_IDS.filter(canEnterBackOffice)).toEqual([1000, 1001, 1008, 1009]);
    expect(ROLE_IDS.filter(canManageUsers)).toEqual([1000, 1001]);
  });
});
