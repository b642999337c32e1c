import { expect } from 'vitest';
import { Role, type RoleId } from '@judge/contract';
import { signedInUser, type RequestOptions, type TestApp, type TestResponse } from '../test-app.ts';

/**
 * The permission and bad-input tables (docs/api.md "Permission and input tests"): who calls, what
 * they get. A row names its call, builds its request for a given caller (a fresh target each time when
 * the call changes or deletes it), and lists who is let in and who is refused with which code.
 */
export const CALLERS = {
  root: Role.ROOT,
  admin: Role.ADMIN,
  problemAdmin: Role.PROBLEM_ADMIN,
  teacher: Role.TEACHER,
  user: Role.USER,
  noSubmit: Role.NO_SUBMIT,
  noDiscuss: Role.NO_DISCUSS,
  muted: Role.MUTED,
  noSubmitNoDiscuss: Role.NO_SUBMIT_NO_DISCUSS,
  noSubmitMuted: Role.NO_SUBMIT_MUTED,
} as const satisfies Record<string, RoleId>;
export type Caller = keyof typeof CALLERS | 'guest';

export const SIGNED_IN = Object.keys(CALLERS) as (keyof typeof CALLERS)[];
export const EVERYONE: Caller[] = ['guest', ...SIGNED_IN];
export const PROBLEM_ADMINS: Caller[] = ['root', 'admin', 'problemAdmin'];
export const NOT_PROBLEM_ADMINS: Caller[] = SIGNED_IN.filter((c) => !PROBLEM_ADMINS.includes(c));
export const NO_SUBMIT_ROLES: Caller[] = ['noSubmit', 'noSubmitNoDiscuss', 'noSubmitMuted'];
export const MAY_SUBMIT: Caller[] = SIGNED_IN.filter((c) => !NO_SUBMIT_ROLES.includes(c));

export type Signed = Record<keyof typeof CALLERS, Awaited<ReturnType<typeof signedInUser>>>;

/** One signed-in user per role. */
export async function signInEveryRole(app: TestApp): Promise<Signed> {
  const entries = [];
  for (const [name, role] of Object.entries(CALLERS)) entries.push([name, await signedInUser(app, role)]);
  return Object.fromEntries(entries) as Signed;
}

export type Refusal = [status: number, code: string];
export const GUEST_REFUSED: Refusal = [401, 'UNAUTHENTICATED'];
export const FORBIDDEN: Refusal = [403, 'FORBIDDEN'];
export const ROLE_RESTRICTED: Refusal = [403, 'ROLE_RESTRICTED'];
export const NOT_FOUND: Refusal = [404, 'NOT_FOUND'];

/** A row of callers of any kind (site roles here; a group's levels in groups-calls.matrix.test.ts). */
export interface CallerRow<C extends string> {
  /** "METHOD /path (what the row is about)" */
  call: string;
  request: (caller: C) => RequestOptions | Promise<RequestOptions>;
  /** Let in: answered 200 (or `allowedStatus`, e.g. a compile check with no judge running). */
  allowed: C[];
  allowedStatus?: number;
  /** Refused, with the status and error code each gets. */
  denied: [C[], Refusal][];
}
export type PermissionRow = CallerRow<Caller>;

/** Runs one row: every allowed caller and every refused one; returns the mismatches (empty when right). */
export async function checkPermissionRow(app: TestApp, signed: Signed, row: PermissionRow) {
  return checkCallerRow(app, (caller) => (caller === 'guest' ? undefined : signed[caller].token), row);
}

/** checkPermissionRow for any kind of callers, given each one's token (undefined: a guest). */
export async function checkCallerRow<C extends string>(
  app: TestApp,
  tokenOf: (caller: C) => string | undefined,
  row: CallerRow<C>,
) {
  const wrong: string[] = [];
  const call = async (caller: C) => {
    const options = await row.request(caller);
    return app.request({ ...options, token: tokenOf(caller) });
  };
  for (const caller of row.allowed) {
    const response = await call(caller);
    const expected = row.allowedStatus ?? 200;
    if (response.statusCode !== expected)
      wrong.push(`${caller}: ${response.statusCode} ${response.body.code ?? ''} ${response.body.msg}`);
  }
  for (const [callers, [status, code]] of row.denied) {
    for (const caller of callers) {
      const response = await call(caller);
      if (response.statusCode !== status || response.body.code !== code)
        wrong.push(
          `${caller}: ${response.statusCode} ${response.body.code ?? ''} (expected ${status} ${code})`,
        );
    }
  }
  return wrong;
}

export interface BadInputRow {
  call: string;
  request: RequestOptions;
  /** The field the 400 names (data.field), or a refusal for unknown ids (404 and the like). */
  field?: string;
  refusal?: Refusal;
}

/** A 400 that names the field in data.field and at the start of msg, or the given refusal. */
export function expectBadInput(row: BadInputRow, response: TestResponse) {
  const what = `${row.call} ${JSON.stringify(row.request.body ?? row.request.query ?? {})}`;
  if (row.refusal) {
    expect.soft([response.statusCode, response.body.code], what).toEqual(row.refusal);
    return;
  }
  expect.soft(response.statusCode, `${what}: ${response.body.msg}`).toBe(400);
  expect.soft(response.body.data?.field, `${what}: ${response.body.msg}`).toBe(row.field);
  expect.soft(response.body.msg, what).toContain(String(row.field));
}
