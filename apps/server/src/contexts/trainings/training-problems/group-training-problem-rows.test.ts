import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DIALECT, type TestApp } from '../../../../test/test-app.ts';
import { createGroupTraining, groupContentCast, textQuery } from '../../../../test/groups-kit.ts';
import { createCategory } from '../../../../test/trainings-kit.ts';

/**
 * A group training's problem list says whose each problem is (spec 3 §6: only the group's own problems can be
 * edited, have their auth changed or be deleted there; the others can only be removed from the training).
 */
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe(`a group training's problem rows (${TEST_DIALECT})`, () => {
  it("carry the problem's group: the group's own, null for a public one", async () => {
    const { root, owner, gid, groupPid, groupProblemId, publicPid } = await groupContentCast(app);
    const tid = await createGroupTraining(app, owner.token, gid, await createCategory(app, root.token));
    await app.request({
      method: 'POST',
      url: '/api/group/add-training-problem-from-public',
      token: owner.token,
      body: { tid, pid: publicPid },
    });
    await app.request({
      method: 'POST',
      url: '/api/group/add-training-problem-from-group',
      token: owner.token,
      query: textQuery({ problemId: groupProblemId, tid }),
    });
    const list = await app.request({
      url: '/api/group/get-training-problem-list',
      token: owner.token,
      query: textQuery({ tid }),
    });
    expect(list.statusCode).toBe(200);
    expect(
      list.body.data.problemList.records.map((row: { id: number; gid: number | null }) => [row.id, row.gid]),
    ).toEqual([
      [publicPid, null],
      [groupPid, gid],
    ]);
  });
});
