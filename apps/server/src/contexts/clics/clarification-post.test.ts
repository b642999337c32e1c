// Posting clarifications through the Contest API (issue 22, Contest_API.md "Modifying clarifications", post_clar):
// a team asks (its question in the contest's Q&A), the jury answers it or writes to everyone (an announcement),
// and each reads back in the clarifications as it was answered; what the spec forbids is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@judge/contract';
import { addToContest } from '../../../test/contest-tools-kit.ts';
import { createContest } from '../../../test/contests-kit.ts';
import { judgedSubmission } from '../../../test/scoreboard-kit.ts';
import {
  createProblem,
  createTestApp,
  signedInUser,
  TEST_DIALECT,
  type TestApp,
} from '../../../test/test-app.ts';

type Clarification = Record<string, string | null>;
let app: TestApp;
let cid: number;
let root: Awaited<ReturnType<typeof signedInUser>>;
let team: Awaited<ReturnType<typeof signedInUser>>;
let problemId: string;

beforeAll(async () => {
  app = await createTestApp();
  root = await signedInUser(app, Role.ROOT);
  team = await signedInUser(app);
  cid = await createContest(app, root.token);
  const { pid } = await createProblem(app, root.token);
  await addToContest(app, root.token, cid, pid, 'A');
  // On the board, so the team is a team of the API (the clarification's from_team_id names it).
  await judgedSubmission(app, { cid, pid, displayId: 'A', user: team, at: Date.now() - 60_000 });
  const problems = await app.request({ url: `/api/clics/contests/${cid}/problems`, token: root.token });
  problemId = (problems.body as unknown as { id: string }[])[0].id;
});
afterAll(() => app.close());

const post = (body: unknown, token?: string) =>
  app.request({
    method: 'POST',
    url: `/api/clics/contests/${cid}/clarifications`,
    token,
    body: body as object,
  });
const clarifications = async () =>
  (await app.request({ url: `/api/clics/contests/${cid}/clarifications`, token: root.token }))
    .body as unknown as Clarification[];

describe(`post_clar (${TEST_DIALECT})`, () => {
  it('takes a team question, the jury answer and a message to everyone, each read back as answered', async () => {
    const asked = await post({ text: 'Is the input sorted?', problem_id: problemId }, team.token);
    expect(asked.statusCode).toBe(201);
    const question = asked.body as unknown as Clarification;
    expect(question).toMatchObject({
      id: expect.stringMatching(/^question-\d+$/),
      from_team_id: String(team.uid),
      to_team_id: null,
      problem_id: problemId,
      text: '[A] Is the input sorted?',
    });
    expect(asked.headers.location).toBe(`/api/clics/contests/${cid}/clarifications/${question.id}`);

    const answered = await post({ text: 'Yes.', reply_to_id: question.id }, root.token);
    expect(answered.statusCode).toBe(201);
    const answer = answered.body as unknown as Clarification;
    expect(answer).toMatchObject({
      from_team_id: null,
      to_team_id: String(team.uid),
      reply_to_id: question.id,
    });

    const told = await post({ text: 'Sample 2 is wrong\nUse the corrected file.' }, root.token);
    const notice = told.body as unknown as Clarification;
    expect(notice).toMatchObject({
      id: expect.stringMatching(/^notice-\d+$/),
      from_team_id: null,
      to_team_id: null,
    });

    const listed = await clarifications();
    for (const posted of [question, answer, notice]) {
      const found = listed.find((entry) => entry.id === posted.id);
      expect(found, posted.id!).toMatchObject({
        from_team_id: posted.from_team_id,
        to_team_id: posted.to_team_id,
        reply_to_id: posted.reply_to_id,
        text: posted.text,
      });
    }
    const access = await app.request({ url: `/api/clics/contests/${cid}/access`, token: team.token });
    expect((access.body as unknown as { capabilities: string[] }).capabilities).toEqual([
      'post_clar',
      'team_submit',
    ]);
  });

  it('refuses what the spec forbids, naming it', async () => {
    const refused = async (body: unknown, token: string | undefined, status: number, says: string) => {
      const answer = await post(body, token);
      expect(answer.statusCode, JSON.stringify(answer.body)).toBe(status);
      expect((answer.body as unknown as { message: string }).message).toContain(says);
    };
    await refused({ text: 'x', id: 'mine' }, team.token, 400, 'id may not be sent');
    await refused({ text: 'x', time: '2026-01-01T00:00:00Z' }, team.token, 400, 'time may not be sent');
    await refused({ text: 'x', to_team_ids: ['9'] }, team.token, 400, 'to_team_ids');
    await refused({ text: 'x', from_team_id: '999999' }, team.token, 403, 'from_team_id');
    await refused({ text: 'x', problem_id: 'nope' }, team.token, 400, 'no problem nope');
    await refused({ text: 'x', reply_to_id: 'notice-1' }, root.token, 400, 'reply_to_id');
    await refused({ text: 'x', from_team_id: String(team.uid) }, root.token, 400, 'from_team_id');
    await refused({ text: '   ' }, team.token, 400, 'text is required');
    const anonymous = await post({ text: 'hello' });
    expect(anonymous.statusCode).toBe(401);
  });
});
