import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@judge/contract';
import { createTestApp, createProblem, signedInUser, TEST_DIALECT, type TestApp } from '../test-app.ts';
import { Role } from '@judge/contract';
import { createGroup, groupBody, OPEN_GATES } from '../groups-kit.ts';

/**
 * Messages in the user's language (issue 13.6, docs/api.md "Messages in the user's language"): a refusal a user
 * can meet names its sentence of the contract's catalogue (msgKey) and its values (msgParams), which the web shows
 * in the user's language; msg stays the English sentence for other clients. The walk over the sources keeps new
 * refusals from going back to English-only text.
 */
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe(`a refusal names its sentence (${TEST_DIALECT})`, () => {
  it('the submission interval: msg in English, msgKey and msgParams for the web', async () => {
    await app.services.siteConfig.updateSwitches({ defaultSubmitInterval: 30 });
    const root = await signedInUser(app, Role.ROOT);
    const { pid } = await createProblem(app, root.token);
    const user = await signedInUser(app);
    const submit = () =>
      app.request({
        method: 'POST',
        url: '/api/submit-problem-judge',
        token: user.token,
        body: { pid, language: 'C++', code: 'int main(){}' },
      });
    expect((await submit()).statusCode).toBe(200);
    const refused = await submit();
    expect(refused.statusCode).toBe(429);
    expect(refused.body.msgKey).toBe('Submitting too fast: wait {{seconds}} {{seconds|second|seconds}}');
    const seconds = refused.body.msgParams?.seconds;
    expect(seconds).toBeGreaterThan(0);
    expect(refused.body.msg).toBe(`Submitting too fast: wait ${seconds} seconds`);
  });

  it('a field refusal keeps its field and names its sentence', async () => {
    const user = await signedInUser(app);
    const response = await app.request({
      method: 'POST',
      url: '/api/change-password',
      token: user.token,
      body: { oldPassword: 'not-it-at-all', newPassword: 'another1' },
    });
    expect(response.body.data.field).toBe('oldPassword');
    expect(response.body.msg).toBe('oldPassword: The old password is wrong');
    expect(response.body.msgKey).toBe('The old password is wrong');
  });

  it("a group's refusals name theirs: the gate's 404 and 403, a wrong invitation code, a count", async () => {
    await app.services.siteConfig.updateSwitches(OPEN_GATES);
    const owner = await signedInUser(app, Role.TEACHER);
    const gid = await createGroup(app, owner.token, { auth: 3, code: 'ABCD' });
    const outsider = await signedInUser(app);
    const apply = await app.request({
      method: 'POST',
      url: `/api/group/member?gid=${gid}&reason=let%20me%20in&code=WXYZ`,
      token: outsider.token,
    });
    expect(apply.statusCode).toBe(400);
    expect(apply.body.data.field).toBe('code');
    expect(apply.body.msgKey).toBe('the invitation code is wrong');
    const members = await app.request({
      method: 'GET',
      url: `/api/group/get-member-list?gid=${gid}&currentPage=1&limit=10`,
      token: outsider.token,
    });
    expect(members.statusCode).toBe(403);
    expect(members.body.msgKey).toBe('Only the members of the group may do this');
    const unknown = await app.request({
      method: 'GET',
      url: '/api/get-group-detail?gid=999999',
      token: outsider.token,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body.msgKey).toBe('The group does not exist');
    await app.services.siteConfig.updateSwitches({ defaultCreateGroupAdminLimit: 1 });
    const second = await app.request({
      method: 'POST',
      url: '/api/group',
      token: owner.token,
      body: groupBody(),
    });
    expect(second.statusCode).toBe(403);
    expect(second.body.msgKey).toBe('You may own at most {{limit}} {{limit|group|groups}}');
    expect(second.body.msg).toBe('You may own at most 1 group');
  });
});

/**
 * Files whose refusals only admin roles or judge daemons meet, in English by choice (the back office's forms check
 * first).
 */
const ENGLISH_ONLY = [
  'contexts/accounts/admin-users/',
  'contexts/judging/judging/',
  'contexts/problems/problems/',
  'contexts/platform/mail/',
  'contexts/contests/scroll-board/',
  'contexts/contests/scoreboards/scoreboards.service.ts', // the CSV downloads of contest admins
  'contexts/clics/', // the Contest API (ICPC tools; its errors are the spec's {code, message}) and its feed download
];
/** The groups' files (issue 11), whose every refusal a member or teacher meets, NOT_FOUND and field ones included. */
const GROUP_FILES = [
  'contexts/groups/',
  'contexts/community/discussions/group-discussions.ts',
  'contexts/community/discussions/discussion-area.ts',
];
const USER_REFUSAL = /new AppError\(\s*'(FORBIDDEN|COOLDOWN|NO_ACCESS|BAD_REQUEST)',\s*[`'"][^`'"]*[`'"]/g;
/** Any code with text of its own, a refusal passed on as a variable, or a field's text not said through say(). */
const GROUP_REFUSAL =
  /new AppError\(\s*'[A-Z_]+',\s*(?!say\()[^)\s]|invalidField\(\s*[^,]+,\s*(?!say\()[^)\s]/g;

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('the catalogue', () => {
  it('every refusal a user meets says a sentence of the catalogue, not text of its own', () => {
    const root = path.resolve(import.meta.dirname, '../../src');
    const raw = sources(root)
      .map((file) => path.relative(root, file))
      .filter((file) => !ENGLISH_ONLY.some((prefix) => file.startsWith(prefix)))
      .flatMap((file) =>
        [...fs.readFileSync(path.join(root, file), 'utf8').matchAll(USER_REFUSAL)].map(
          (match) => `${file}: ${match[0].replace(/\s+/g, ' ')}`,
        ),
      );
    expect(raw).toEqual([]);
  });

  it("the groups' refusals all name a sentence: no text of their own, not even for a 404 or a field", () => {
    const root = path.resolve(import.meta.dirname, '../../src');
    const raw = sources(root)
      .map((file) => path.relative(root, file))
      .filter((file) => GROUP_FILES.some((prefix) => file.startsWith(prefix)))
      .flatMap((file) =>
        [...fs.readFileSync(path.join(root, file), 'utf8').matchAll(GROUP_REFUSAL)].map(
          (match) => `${file}: ${match[0].replace(/\s+/g, ' ')}`,
        ),
      );
    expect(raw).toEqual([]);
  });

  it('holds each sentence once', () => {
    expect(new Set(SERVER_MESSAGES).size).toBe(SERVER_MESSAGES.length);
  });
});
