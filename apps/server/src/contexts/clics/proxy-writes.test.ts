// A shared team proxy through the Contest API (issue 22, Contest_API.md "Capabilities", "Modifying submissions",
// "Modifying clarifications"): an API account of kind `proxy` (type `staff`) posts submissions (proxy_submit:
// `team_id` required, no `time`, the team's rules) and clarifications (proxy_clar: `from_team_id` required, the
// team's own question in the contest's Q&A) for the teams it names, PUTs nothing and reads what the public reads;
// no API account imports a contest. Answers schema-checked; each write in the audit log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus, SEAL_RANK_OPTION } from '@judge/contract';
import { basicAuth, clicsGet, clicsSchemas } from '../../../test/clics-kit.ts';
import { TIMES } from '../../../test/contests-kit.ts';
import { writeZip } from '../problems/facts.ts';
import { createTestApp, TEST_DIALECT, type TestApp } from '../../../test/test-app.ts';
import { apiAccount, contestForWrites, type WritesContest } from './clics-contest.test-kit.ts';

const check = clicsSchemas();
let app: TestApp;
let contest: WritesContest;
let proxy: string;

const source = () => writeZip(new Map([['sum.py', 'print(1)\n']])).toString('base64');
const submission = (more: Record<string, unknown> = {}) => ({
  problem_id: 'A',
  language_id: 'python3',
  files: [{ data: source() }],
  ...more,
});
const write = (
  method: 'POST' | 'PUT',
  path: string,
  payload: object,
  authorization = proxy,
  cid = contest.cid,
) =>
  app.app.inject({
    method,
    url: `/api/clics/contests/${cid}/${path}`,
    headers: { authorization },
    payload,
  });
const teamId = (index: number) => String(contest.teams[index].uid);

beforeAll(async () => {
  app = await createTestApp();
  // The whole contest frozen: what the public may not see yet, a proxy may not either.
  contest = await contestForWrites(app, {
    verdicts: [JudgeStatus.ACCEPTED, JudgeStatus.WRONG_ANSWER],
    settings: { sealRank: true, sealRankOption: SEAL_RANK_OPTION.WHOLE, autoRealRank: true },
  });
  proxy = `Bearer ${(await apiAccount(app, contest, 'proxy')).token}`;
  await app.services.siteConfig.updateSwitches({
    openContestComment: true,
    defaultCreateCommentACInitValue: 0,
  });
});
afterAll(() => app.close());

describe(`a proxy's submissions (${TEST_DIALECT})`, () => {
  it("submits for the team it names, at the server's time, as that team's own submission; logged", async () => {
    const before = Date.now();
    const answer = await write('POST', 'submissions', submission({ team_id: teamId(1) }));
    expect(answer.statusCode, answer.body).toBe(201);
    expect(check('submission', answer.json())).toEqual([]);
    expect(answer.json()).toMatchObject({ team_id: teamId(1), problem_id: 'A', files: [] });
    expect(Date.parse(answer.json().time)).toBeGreaterThanOrEqual(before - 1000);
    const row = await app.db
      .selectFrom('submissions')
      .select(['uid', 'cid'])
      .where('id', '=', Number(answer.json().id))
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ uid: contest.teams[1].uid, cid: contest.cid });
    const logged = await app.db
      .selectFrom('auditLog')
      .select(['actorUid', 'entityId'])
      .where('action', '=', 'submission.api-submit')
      .execute();
    expect(logged).toContainEqual({ actorUid: contest.owner.uid, entityId: answer.json().id });
  });

  it('refuses a missing team_id, a time, an unknown or jury account, a PUT, and a closed contest', async () => {
    const refused = async (
      answer: Promise<{ statusCode: number; body: string }>,
      status: number,
      says: string,
    ) => {
      const { statusCode, body } = await answer;
      expect(statusCode, body).toBe(status);
      expect(JSON.parse(body).message).toContain(says);
    };
    await refused(write('POST', 'submissions', submission()), 400, 'team_id is required (proxy_submit)');
    const now = new Date().toISOString();
    await refused(write('POST', 'submissions', submission({ team_id: teamId(0), time: now })), 400, 'time');
    await refused(write('POST', 'submissions', submission({ team_id: '999999' })), 400, 'no team 999999');
    const owner = String(contest.owner.uid);
    await refused(
      write('POST', 'submissions', submission({ team_id: owner })),
      400,
      'no team of this contest',
    );
    await refused(
      write('PUT', 'submissions/site1-1', submission({ id: 'site1-1', team_id: teamId(0), time: now })),
      403,
      'admin',
    );
    const ended = await contestForWrites(app, { teams: 1, settings: TIMES.ended });
    const endedProxy = `Bearer ${(await apiAccount(app, ended, 'proxy')).token}`;
    const late = submission({ team_id: String(ended.teams[0].uid) });
    await refused(write('POST', 'submissions', late, endedProxy, ended.cid), 403, 'ended');
    // Its own contest only.
    await refused(write('POST', 'submissions', late, proxy, ended.cid), 403, `contest ${contest.cid}`);
  });
});

describe(`a proxy's clarifications (${TEST_DIALECT})`, () => {
  it("asks for the team it names: that team's own question in the contest's Q&A; logged", async () => {
    const answer = await write('POST', 'clarifications', { text: 'Is n positive?', from_team_id: teamId(0) });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(check('clarification', answer.json())).toEqual([]);
    const id = answer.json().id as string;
    expect(id).toMatch(/^question-\d+$/);
    expect(answer.json()).toMatchObject({
      from_team_id: teamId(0),
      to_team_id: null,
      text: 'Is n positive?',
    });
    const question = await app.db
      .selectFrom('comments')
      .select(['uid', 'sourceType', 'sourceId', 'content'])
      .where('id', '=', Number(id.split('-')[1]))
      .executeTakeFirstOrThrow();
    expect(question).toEqual({
      uid: contest.teams[0].uid,
      sourceType: 'Contest',
      sourceId: contest.cid,
      content: 'Is n positive?',
    });
    const seen = await clicsGet(app, `/contests/${contest.cid}/clarifications/${id}`, auth(contest.owner));
    expect(seen.json).toMatchObject({ from_team_id: teamId(0), text: 'Is n positive?' });
    const logged = await app.db
      .selectFrom('auditLog')
      .select(['actorUid', 'contestId'])
      .where('action', '=', 'clarification.post')
      .execute();
    expect(logged).toContainEqual({ actorUid: contest.owner.uid, contestId: contest.cid });
  });

  it('refuses what a proxy may not send, a missing from_team_id, and a PUT', async () => {
    const refused = async (payload: object, status: number, says: string) => {
      const answer = await write('POST', 'clarifications', { text: 'x', ...payload });
      expect(answer.statusCode, answer.body).toBe(status);
      expect(answer.json().message).toContain(says);
    };
    const from = { from_team_id: teamId(0) };
    await refused({}, 400, 'from_team_id is required (proxy_clar)');
    await refused({ ...from, id: 'mine' }, 400, 'id may not be sent');
    for (const [field, value] of [
      ['to_team_ids', [teamId(1)]],
      ['to_group_ids', ['participants']],
      ['time', new Date().toISOString()],
      ['contest_time', '0:10:00.000'],
    ] as const)
      await refused({ ...from, [field]: value }, 400, `${field} may not be sent by a proxy`);
    await refused({ from_team_id: String(contest.owner.uid) }, 400, 'no team of this contest');
    const put = await write('PUT', 'clarifications/site-1', { ...from, id: 'site-1', text: 'x', time: null });
    expect(put.statusCode).toBe(403);
  });
});

const auth = (user: { username: string; password: string }) => basicAuth(user.username, user.password);

describe(`what a proxy reads (${TEST_DIALECT})`, () => {
  it("is staff with the proxy capabilities, and reads what the public reads: no freeze's results, no accounts, no files", async () => {
    const cid = contest.cid;
    const access = await clicsGet(app, `/contests/${cid}/access`, proxy);
    expect(check('access', access.json)).toEqual([]);
    expect(access.json.capabilities).toEqual(['proxy_submit', 'proxy_clar']);
    expect(access.json.endpoints.map((e: { type: string }) => e.type)).not.toContain('accounts');
    const own = await clicsGet(app, `/contests/${cid}/account`, proxy);
    expect(check('account', own.json)).toEqual([]);
    expect(own.json).toMatchObject({ username: `proxy-${cid}`, type: 'staff', team_id: null });
    const listed = await clicsGet(app, `/contests/${cid}/accounts`, auth(contest.owner));
    expect(check('accounts', listed.json)).toEqual([]);
    expect(listed.json).toContainEqual(expect.objectContaining({ username: `proxy-${cid}`, type: 'staff' }));
    expect((await clicsGet(app, `/contests/${cid}/accounts`, proxy)).json).toEqual([]);
    // The whole contest is frozen: an admin sees the verdicts, the proxy as the public none.
    const judged = (authorization: string) =>
      clicsGet(app, `/contests/${cid}/judgements`, authorization).then(({ json }) =>
        (json as { judgement_type_id?: string | null }[]).filter((j) => j.judgement_type_id),
      );
    expect(await judged(auth(contest.owner))).toHaveLength(2);
    expect(await judged(proxy)).toEqual([]);
    const submissions = (await clicsGet(app, `/contests/${cid}/submissions`, proxy)).json;
    expect(submissions.length).toBeGreaterThan(0);
    for (const shown of submissions) expect(shown.files).toEqual([]);
    const files = await clicsGet(app, `/contests/${cid}/submissions/${submissions[0].id}/files`, proxy);
    expect(files.status).toBe(403);
    // The jury's message to a team is the team's, not the proxy's.
    const message = await write(
      'POST',
      'clarifications',
      { text: 'Check your output', to_team_ids: [teamId(1)] },
      auth(contest.owner),
    );
    expect(message.statusCode, message.body).toBe(201);
    const clarifications = (await clicsGet(app, `/contests/${cid}/clarifications`, proxy)).json;
    expect(clarifications.map((c: { id: string }) => c.id)).not.toContain(message.json().id);
    // Writes it has no capability for.
    const award = await write('POST', 'awards', { citation: 'x', team_ids: [] });
    expect(award.statusCode).toBe(403);
    const clock = await app.app.inject({
      method: 'PATCH',
      url: `/api/clics/contests/${cid}`,
      headers: { authorization: proxy },
      payload: { id: String(cid), scoreboard_thaw_time: new Date().toISOString() },
    });
    expect(clock.statusCode).toBe(403);
  });

  it('imports no contest, as no API account does', async () => {
    for (const authorization of [proxy, `Bearer ${contest.analystToken}`]) {
      const answer = await app.app.inject({
        method: 'POST',
        url: '/api/clics/contests',
        headers: { authorization, 'content-type': 'application/json' },
        payload: {},
      });
      expect([answer.statusCode, answer.json().message]).toEqual([
        403,
        expect.stringContaining('imports none'),
      ]);
    }
  });
});
