import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUP_LEVEL } from '@judge/contract';
import { addMember, createGroup } from '../groups-kit.ts';
import { createTestApp, multipartFile, TEST_DIALECT, type TestApp } from '../test-app.ts';
import {
  checkPermissionRow,
  EVERYONE,
  FORBIDDEN,
  GUEST_REFUSED,
  NOT_PROBLEM_ADMINS,
  PROBLEM_ADMINS,
  SIGNED_IN,
  signInEveryRole,
  type Caller,
  type PermissionRow,
  type Signed,
} from './audit-kit.ts';

/**
 * Who may make the Markdown editor's calls (spec 1-core §2.12, §6, §7.7; docs/api.md "Markdown uploads"):
 * pictures and files for the admin roles (root, admin, problem admin) and for a group's admins with its gid (every
 * role administers `gid` here, so each has pictures of its own), a picture deleted by its uploader or an admin
 * role, and the links read by anyone (a guest reads a statement with its pictures).
 */
let app: TestApp;
let signed: Signed;
/** A group every signed-in caller administers. */
let gid: number;

beforeAll(async () => {
  app = await createTestApp();
  signed = await signInEveryRole(app);
  gid = await createGroup(app, signed.root.token);
  for (const user of Object.values(signed)) await addMember(app, gid, user.uid, GROUP_LEVEL.ADMIN);
});
afterAll(() => app.close());

let width = 1;
/** Another picture each time (another size, other bytes). */
const picture = () => {
  width += 1;
  return PNG.sync.write(new PNG({ width, height: 1 }));
};

/** A fresh picture uploaded by `caller` (the plain user for a guest); returns its id and link. */
async function uploaded(caller: Caller) {
  const owner = signed[caller === 'guest' ? 'user' : caller];
  const response = await app.request({
    method: 'POST',
    url: `/api/file/upload-md-img?gid=${gid}`,
    token: owner.token,
    ...multipartFile('image', 'p.png', picture()),
  });
  return response.body.data as { fileId: number; link: string };
}

const rows: PermissionRow[] = [
  {
    call: 'POST /api/file/upload-md-img',
    request: () => ({
      method: 'POST',
      url: '/api/file/upload-md-img',
      ...multipartFile('image', 'p.png', picture()),
    }),
    allowed: PROBLEM_ADMINS,
    denied: [
      [['guest'], GUEST_REFUSED],
      [NOT_PROBLEM_ADMINS, FORBIDDEN],
    ],
  },
  {
    call: 'POST /api/file/upload-md-img?gid= (a group the caller administers)',
    request: () => ({
      method: 'POST',
      url: `/api/file/upload-md-img?gid=${gid}`,
      ...multipartFile('image', 'p.png', picture()),
    }),
    allowed: SIGNED_IN,
    denied: [[['guest'], GUEST_REFUSED]],
  },
  {
    call: 'POST /api/file/upload-md-file',
    request: () => ({
      method: 'POST',
      url: '/api/file/upload-md-file',
      ...multipartFile('file', 'a.pdf', picture()),
    }),
    allowed: PROBLEM_ADMINS,
    denied: [
      [['guest'], GUEST_REFUSED],
      [NOT_PROBLEM_ADMINS, FORBIDDEN],
    ],
  },
  {
    call: 'GET /api/file/delete-md-img (one’s own picture)',
    request: async (caller) => ({
      url: '/api/file/delete-md-img',
      query: { fileId: String((await uploaded(caller)).fileId) },
    }),
    allowed: SIGNED_IN,
    denied: [[['guest'], GUEST_REFUSED]],
  },
  {
    call: 'GET /api/file/delete-md-img (the plain user’s picture)',
    request: async () => ({
      url: '/api/file/delete-md-img',
      query: { fileId: String((await uploaded('user')).fileId) },
    }),
    allowed: ['user', ...PROBLEM_ADMINS],
    denied: [
      [['guest'], GUEST_REFUSED],
      [NOT_PROBLEM_ADMINS.filter((c) => c !== 'user'), FORBIDDEN],
    ],
  },
  {
    call: 'GET /api/public/img/md/{hash}.png',
    request: async () => ({ url: (await uploaded('user')).link }),
    allowed: EVERYONE,
    denied: [],
  },
];

describe(`Markdown upload calls: who may make them (${TEST_DIALECT})`, () => {
  it.each(rows.map((row) => [row.call, row]))('%s', async (_call, row) => {
    expect(await checkPermissionRow(app, signed, row)).toEqual([]);
  });

  it('a refused delete leaves the picture served', async () => {
    const { fileId, link } = await uploaded('user');
    for (const caller of ['teacher', 'muted', 'noSubmit'] as const)
      await app.request({
        url: '/api/file/delete-md-img',
        query: { fileId: String(fileId) },
        token: signed[caller].token,
      });
    expect((await app.request({ url: link })).statusCode).toBe(200);
  });
});
