import { describe, expect, it } from 'vitest';
import { Role, ROLE_IDS } from '@judge/contract';
import { rolePermissionRows } from './role-permissions';

const rowOf = (role: number) => rolePermissionRows().find((row) => row.role === role)!;

describe('rolePermissionRows', () => {
  it('lists every role once', () => {
    expect(rolePermissionRows().map((row) => row.role)).toEqual(ROLE_IDS);
  });

  it("reads each right from the contract's rules", () => {
    expect(rowOf(Role.ROOT).allowed).toMatchObject({
      system: true,
      users: true,
      problems: true,
      backOffice: true,
    });
    expect(rowOf(Role.ADMIN).allowed).toMatchObject({ system: false, users: true, problems: true });
    expect(rowOf(Role.PROBLEM_ADMIN).allowed).toMatchObject({
      users: false,
      problems: true,
      backOffice: true,
    });
    expect(rowOf(Role.TEACHER).allowed).toMatchObject({ backOffice: true, classes: true, problems: false });
    expect(rowOf(Role.USER).allowed).toMatchObject({ submit: true, discussion_add: true, backOffice: false });
    expect(rowOf(Role.NO_SUBMIT).allowed).toMatchObject({ submit: false, discussion_add: true });
    expect(rowOf(Role.MUTED).allowed).toMatchObject({
      submit: true,
      discussion_add: false,
      comment_add: false,
    });
    expect(rowOf(Role.NO_SUBMIT_MUTED).allowed).toMatchObject({ submit: false, comment_add: false });
  });
});
