import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DIALECT, type TestApp } from '../../../../test/test-app.ts';
import { groupContentCast } from '../../../../test/groups-kit.ts';

/** GET /api/file/download-group-testcase: a group problem's cases, for those who may edit it (spec 3 §6). */
let app: TestApp;
let cast: Awaited<ReturnType<typeof groupContentCast>>;

beforeAll(async () => {
  app = await createTestApp();
  cast = await groupContentCast(app);
});
afterAll(() => app.close());

const download = (token: string, pid = cast.groupPid) =>
  app.request({ url: '/api/file/download-group-testcase', token, query: { pid: String(pid) } });

describe(`a group problem's test case download (${TEST_DIALECT})`, () => {
  it("gives the group's root the cases as a zip, not a member, an outsider or another problem", async () => {
    const zip = await download(cast.owner.token);
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    const names = Object.keys(unzipSync(new Uint8Array(zip.raw.rawPayload)));
    expect(names.some((name) => name.endsWith('.in'))).toBe(true);
    expect((await download(cast.member.token)).statusCode).toBe(403);
    expect([403, 404]).toContain((await download(cast.outsider.token)).statusCode);
    // A site problem is not a group's: this call never hands out the bank's cases.
    expect([403, 404]).toContain((await download(cast.owner.token, cast.publicPid)).statusCode);
  });
});
