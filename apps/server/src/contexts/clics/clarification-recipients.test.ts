// The jury's clarifications through the Contest API (issue 22, Contest_API.md "Modifying clarifications"): to one
// team it names (`to_team_ids`: kept, put into the team's members' inboxes, private to them), to everyone (the
// participants group), an answer to the asking team alone; dated when the jury says it wrote (admin_clar's
// `time`); what the spec forbids refused, and every caller but the contest's admins. Answers schema-checked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicAuth, clicsGet, clicsSchemas } from '../../../test/clics-kit.ts';
import { createTestApp, signedInUser, TEST_DIALECT, type TestApp } from '../../../test/test-app.ts';
import { contestForWrites } from './clics-contest.test-kit.ts';

type Signed = Awaited<ReturnType<typeof signedInUser>>;
const MINUTE = 60_000;
const check = clicsSchemas();
let app: TestApp;
let owner: Signed;
let stranger: Signed;
let first: Signed;
let second: Signed;
let cid: number;
let analystToken: string;
let questionId: string;

const auth = (user: Signed) => basicAuth(user.username, user.password);
const post = (payload: object, authorization?: string) =>
  app.app.inject({
    method: 'POST',
    url: `/api/clics/contests/${cid}/clarifications`,
    headers: authorization ? { authorization } : {},
    payload,
  });
const iso = (ms: number) => new Date(ms).toISOString();
const inbox = (uid: number) =>
  app.db.selectFrom('userNotices').select(['title', 'content']).where('recipientId', '=', uid).execute();

beforeAll(async () => {
  app = await createTestApp();
  ({
    cid,
    owner,
    stranger,
    analystToken,
    teams: [first, second],
  } = await contestForWrites(app, { onBoard: true }));
  await app.services.siteConfig.updateSwitches({
    openContestComment: true,
    defaultCreateCommentACInitValue: 0,
  });
  const asked = await post({ text: 'Is n positive?' }, auth(first));
  questionId = asked.json().id;
});
afterAll(() => app.close());

describe(`the jury's clarifications to chosen teams (${TEST_DIALECT})`, () => {
  it("writes to one team: kept under message-N, in its members' inboxes, private to it while the contest runs", async () => {
    const team = String(second.uid);
    const answer = await post(
      { text: 'Check your output format', to_team_ids: [team], problem_id: 'A' },
      auth(owner),
    );
    expect(answer.statusCode, answer.body).toBe(201);
    expect(check('clarification', answer.json())).toEqual([]);
    const id = answer.json().id as string;
    expect(id).toMatch(/^message-\d+$/);
    expect(answer.json()).toMatchObject({ from_team_id: null, to_team_id: team, problem_id: 'A' });
    const listed = await clicsGet(app, `/contests/${cid}/clarifications/${id}`, auth(owner));
    expect(listed.json).toMatchObject({
      to_team_id: team,
      text: 'Check your output format',
      problem_id: 'A',
    });
    expect(await inbox(second.uid)).toEqual([
      {
        title: `Contest ${cid}: a clarification from the jury (problem A)`,
        content: 'Check your output format',
      },
    ]);
    expect(await inbox(first.uid)).toEqual([]);
    const everyone = await clicsGet(app, `/contests/${cid}/clarifications`);
    expect(everyone.json.map((entry: { id: string }) => entry.id)).not.toContain(id);
    const logged = await app.db
      .selectFrom('auditLog')
      .select(['actorUid', 'contestId'])
      .where('action', '=', 'clarification.post')
      .execute();
    expect(logged).toContainEqual({ actorUid: owner.uid, contestId: cid });
  });

  it('writes to everyone through the participants group, and answers the asking team alone', async () => {
    const all = await post({ text: 'Extra time: 10 minutes', to_group_ids: ['participants'] }, auth(owner));
    expect(all.statusCode, all.body).toBe(201);
    expect(all.json()).toMatchObject({ id: expect.stringMatching(/^notice-/), to_team_id: null });
    const wrongTeam = await post(
      { text: 'Yes.', reply_to_id: questionId, to_team_ids: [String(second.uid)] },
      auth(owner),
    );
    expect([wrongTeam.statusCode, wrongTeam.json().message]).toEqual([
      400,
      expect.stringContaining('asking team'),
    ]);
    const answer = await post(
      { text: 'Yes.', reply_to_id: questionId, to_team_ids: [String(first.uid)] },
      auth(owner),
    );
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json()).toMatchObject({ reply_to_id: questionId, to_team_id: String(first.uid) });
  });

  it('dates a clarification the jury says it wrote earlier; a team sends no time', async () => {
    const madeMs = Date.now() - 10 * MINUTE;
    const team = String(first.uid);
    const answer = await post(
      { text: 'Kept while offline', to_team_ids: [team], time: iso(madeMs) },
      auth(owner),
    );
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json().time).toBe(iso(madeMs));
    const listed = await clicsGet(app, `/contests/${cid}/clarifications/${answer.json().id}`, auth(owner));
    expect(listed.json.time).toBe(iso(madeMs));
    const notice = await post({ text: 'Earlier notice', time: iso(madeMs) }, auth(owner));
    const shown = await clicsGet(app, `/contests/${cid}/clarifications/${notice.json().id}`, auth(owner));
    expect(shown.json.time).toBe(iso(madeMs));
    const fromTeam = await post({ text: 'When?', time: iso(madeMs) }, auth(first));
    expect([fromTeam.statusCode, fromTeam.json().message]).toEqual([
      400,
      expect.stringContaining('time may not be sent'),
    ]);
  });

  it('refuses several teams, an unknown team or group, and every caller but the contest admins', async () => {
    const refused = async (payload: object, status: number, says: string, authorization = auth(owner)) => {
      const answer = await post(payload, authorization);
      expect(answer.statusCode, answer.body).toBe(status);
      expect(answer.json().message).toContain(says);
    };
    const both = [String(first.uid), String(second.uid)];
    await refused({ text: 'x', to_team_ids: both }, 400, 'one team per clarification');
    await refused({ text: 'x', to_team_ids: ['999999'] }, 400, 'no team 999999');
    await refused({ text: 'x', to_group_ids: ['observers'] }, 400, 'to_group_ids');
    await refused({ text: 'x', to_team_ids: both.slice(1), to_group_ids: ['participants'] }, 400, 'not both');
    await refused({ text: 'x', to_team_ids: [String(first.uid)] }, 403, 'analyst', `Bearer ${analystToken}`);
    await refused({ text: 'x', to_team_ids: [String(first.uid)] }, 400, 'to_team_ids', auth(second));
    const other = await post({ text: 'x', to_team_ids: [String(first.uid)] }, auth(stranger));
    expect(other.statusCode).toBe(400);
    expect(await inbox(first.uid)).toHaveLength(1);
  });
});
