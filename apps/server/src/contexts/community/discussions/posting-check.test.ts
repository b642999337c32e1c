import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus, Role } from '@judge/contract';
import { nowIso } from '../../../lib/time.ts';
import { createDiscussion } from '../../../../test/comments-kit.ts';
import {
  createProblem,
  createTestApp,
  signedInUser,
  TEST_DIALECT,
  type TestApp,
} from '../../../../test/test-app.ts';

/**
 * The posting checks (issue 13.6: a new user was refused only after writing a whole post): the web asks before
 * the editor opens, and the answer is the refusal posting would get, sentence and values alike.
 */
let app: TestApp;
let did: number;
let pid: number;

beforeAll(async () => {
  app = await createTestApp();
  await app.services.siteConfig.updateSwitches({
    defaultCreateDiscussionACInitValue: 1,
    defaultCreateCommentACInitValue: 1,
    defaultCreateDiscussionDailyLimit: 1,
  });
  const root = await signedInUser(app, Role.ROOT);
  did = await createDiscussion(app, root.uid);
  pid = (await createProblem(app, root.token)).pid;
});
afterAll(() => app.close());

const discussionCheck = (token: string) => app.request({ url: '/api/discussion-posting-check', token });
const commentCheck = (token: string, query: Record<string, string> = { did: String(did) }) =>
  app.request({ url: '/api/comment-posting-check', token, query });
const post = (token: string) =>
  app.request({
    method: 'POST',
    url: '/api/discussion',
    token,
    body: { title: 'T', description: 'D', content: 'C', categoryId: 1 },
  });

async function accept(user: { uid: number; username: string }) {
  await app.db
    .insertInto('submissions')
    .values({
      pid,
      displayPid: 'x',
      uid: user.uid,
      username: user.username,
      language: 'C++',
      code: 'x',
      length: 1,
      status: JudgeStatus.ACCEPTED,
      share: 0,
      cid: 0,
      isManual: 0,
      unsafe: 0,
      version: 0,
      priority: 2,
      progressDone: 0,
      progressTotal: 0,
      createdAt: nowIso(),
      updatedAt: nowIso(),
    } as never)
    .execute();
}

describe(`posting checks (${TEST_DIALECT})`, () => {
  it('tells a user without the AC count, with the sentence posting would be refused with', async () => {
    const user = await signedInUser(app);
    const check = (await discussionCheck(user.token)).body.data;
    expect(check).toEqual({
      allowed: false,
      refusal: {
        msgKey:
          'You need at least {{needed}} accepted {{needed|problem|problems}} to post a discussion (you have {{solved}})',
        msgParams: { needed: 1, solved: 0 },
      },
    });
    expect((await post(user.token)).body.msgKey).toBe(check.refusal.msgKey);
    const comment = (await commentCheck(user.token)).body.data;
    expect(comment.allowed).toBe(false);
    expect(comment.refusal.msgKey).toBe(
      'You need at least {{needed}} accepted {{needed|problem|problems}} to comment (you have {{solved}})',
    );
  });

  it('lets the user in once they solved enough, and says the daily limit once it is reached', async () => {
    const user = await signedInUser(app);
    await accept(user);
    expect((await discussionCheck(user.token)).body.data).toEqual({ allowed: true, refusal: null });
    expect((await commentCheck(user.token)).body.data).toEqual({ allowed: true, refusal: null });
    expect((await post(user.token)).statusCode).toBe(200);
    const check = (await discussionCheck(user.token)).body.data;
    expect(check.allowed).toBe(false);
    expect(check.refusal.msgParams).toEqual({ limit: 1 });
  });

  it('admin roles are bound by neither rule', async () => {
    const admin = await signedInUser(app, Role.ADMIN);
    expect((await discussionCheck(admin.token)).body.data.allowed).toBe(true);
    expect((await commentCheck(admin.token)).body.data.allowed).toBe(true);
  });

  it('answers guests 401, and names a missing or unknown source', async () => {
    expect((await app.request({ url: '/api/discussion-posting-check' })).statusCode).toBe(401);
    expect(
      (await app.request({ url: '/api/comment-posting-check', query: { did: String(did) } })).statusCode,
    ).toBe(401);
    const user = await signedInUser(app);
    const bad: Record<string, string>[] = [{}, { did: 'x' }, { did: String(did), cid: '1' }, { cid: '0' }];
    for (const query of bad) {
      const response = await commentCheck(user.token, query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
    }
    expect((await commentCheck(user.token, { did: '999999' })).statusCode).toBe(404);
  });

  it('a closed discussion area answers No Access', async () => {
    await app.services.siteConfig.updateSwitches({ openPublicDiscussion: false });
    const user = await signedInUser(app);
    const closed = await discussionCheck(user.token);
    await app.services.siteConfig.updateSwitches({ openPublicDiscussion: true });
    expect([closed.statusCode, closed.body.code]).toEqual([403, 'NO_ACCESS']);
  });
});
