import { z } from 'zod';
import { idField } from './fields.ts';

/**
 * The Contest API's own accounts (issue 22, docs/clics.md "API accounts"): a contest's admins make them for the
 * ICPC tools of that contest (a resolver, a CDS, an analyst's client). Each signs in to `/api/clics` by HTTP basic
 * auth (username and password) or by `Authorization: Bearer <token>`; both secrets are shown once, when made.
 */

/**
 * What such an account may do there: `admin` reads everything and writes; `analyst` reads everything only;
 * `proxy` (a shared team proxy, a satellite site's machine) reads what the public reads and posts submissions
 * and clarifications for the teams it names (proxy_submit, proxy_clar).
 */
export const CLICS_ACCOUNT_ROLES = ['admin', 'analyst', 'proxy'] as const;
export type ClicsAccountRole = (typeof CLICS_ACCOUNT_ROLES)[number];

/** Letters, digits, `.`, `_` and `-`: a name a tool's configuration file takes without quoting. */
const USERNAME = /^[A-Za-z0-9][A-Za-z0-9._-]{2,63}$/;

/** POST /api/contest/clics-accounts. */
export const clicsAccountCreateBody = z.object({
  cid: idField('cid'),
  role: z.enum(CLICS_ACCOUNT_ROLES, { error: 'role must be admin, analyst or proxy' }),
  username: z
    .string({ error: 'username is required' })
    .trim()
    .regex(USERNAME, 'username: 3 to 64 letters, digits, ".", "_" or "-", starting with a letter or digit'),
});
export type ClicsAccountCreateBody = z.input<typeof clicsAccountCreateBody>;

/** GET /api/contest/clics-accounts?cid=. */
export const clicsAccountListQuery = z.object({ cid: idField('cid') });

/** DELETE /api/contest/clics-accounts?cid=&id=: the account is revoked (removed; its secrets stop working). */
export const clicsAccountRevokeQuery = z.object({ cid: idField('cid'), id: idField('id') });

export const clicsAccountSchema = z.object({
  id: z.number(),
  cid: z.number(),
  role: z.enum(CLICS_ACCOUNT_ROLES),
  username: z.string(),
  /** Who made it (its writes are made in that admin's name). */
  createdBy: z.string(),
  createdAt: z.string(),
});
export type ClicsAccount = z.infer<typeof clicsAccountSchema>;

export const clicsAccountListResponse = z.array(clicsAccountSchema);

/** The answer to its creation: the only time the password and the token are shown. */
export const clicsAccountCreatedResponse = clicsAccountSchema.extend({
  password: z.string(),
  token: z.string(),
});
export type ClicsAccountCreated = z.infer<typeof clicsAccountCreatedResponse>;
