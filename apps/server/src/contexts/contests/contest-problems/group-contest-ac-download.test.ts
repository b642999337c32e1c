import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus } from '@judge/contract';
import { createTestApp, signedInUser, TEST_DIALECT, type TestApp } from '../../../../test/test-app.ts';
import { createGroupContest, groupContentCast, textQuery } from '../../../../test/groups-kit.ts';
import { TIMES } from '../../../../test/contests-kit.ts';

/**
 * The AC download of a group's contest (spec 3 "Group contests": the admin list's "download accepted submissions"):
 * the same call as a site contest's, its admins the group's roots and the contest's author.
 */
let app: TestApp;
let cast: Awaited<ReturnType<typeof groupContentCast>>;
let cid: number;

beforeAll(async () => {
  app = await createTestApp();
  cast = await groupContentCast(app);
  cid = await createGroupContest(app, cast.groupAdmin.token, cast.gid, TIMES.running);
  await app.request({
    method: 'POST',
    url: '/api/group/add-contest-problem-from-group',
    token: cast.groupAdmin.token,
    query: textQuery({ problemId: cast.groupProblemId, cid, displayId: 'A' }),
  });
});
afterAll(() => app.close());

const download = (token: string) =>
  app.request({ url: '/api/file/download-contest-ac-submission', token, query: { cid: String(cid) } });

describe(`a group contest's AC download (${TEST_DIALECT})`, () => {
  it("gives the group's root and the contest's author the accepted code, no other member", async () => {
    const code = '// accepted in the group contest';
    const submitted = await app.request({
      method: 'POST',
      url: '/api/submit-problem-judge',
      token: cast.member.token,
      body: { pid: cast.groupPid, cid, language: 'C++', code },
    });
    expect(submitted.statusCode, JSON.stringify(submitted.body)).toBe(200);
    await app.request({
      url: '/api/admin/judge/manual-judge',
      token: cast.root.token,
      query: { submitId: String(submitted.body.data.submitId), status: String(JudgeStatus.ACCEPTED) },
    });
    for (const admin of [cast.owner, cast.groupAdmin]) {
      const zip = await download(admin.token);
      expect(zip.statusCode).toBe(200);
      const files = unzipSync(new Uint8Array(zip.raw.rawPayload));
      expect(Object.values(files).map((data) => Buffer.from(data).toString())).toEqual([code]);
    }
    expect((await download(cast.member.token)).statusCode).toBe(403);
    expect((await download((await signedInUser(app)).token)).statusCode).toBe(403);
  });
});
