import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@judge/contract';
import { createTestApp, signedInUser, TEST_DIALECT, type TestApp } from '../test-app.ts';
import { createContest } from '../contests-kit.ts';

/**
 * The reference client's contest creation (HimitZH/HOJ hoj-vue views/admin/contest/Contest.vue, route
 * admin-create-contest: admin_createContest(this.contest)): the same form it edits with, so an unset password is
 * null and the seal is sent as sealRankTime (half an hour or an hour before the end, or the start), no option.
 */

let app: TestApp;
let root: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  app = await createTestApp();
  root = await signedInUser(app, Role.ROOT);
});
afterAll(() => app.close());

describe(`reference client: contest creation (${TEST_DIALECT})`, () => {
  it('admin_createContest: null pwd and a seal an hour before the end; the contest reads back the same', async () => {
    // A contest's edit data as a template of the form's fields.
    const cid = await createContest(app, root.token, { title: 'Template' });
    const template = (
      await app.request({ url: '/api/admin/contest', token: root.token, query: { cid: String(cid) } })
    ).body.data as Record<string, unknown>;
    const { id: _id, ...form } = template;
    const end = Date.parse(String(template.endTime));
    const created = await app.request({
      method: 'POST',
      url: '/api/admin/contest',
      token: root.token,
      body: {
        ...form,
        title: 'Created by the reference form',
        pwd: null,
        sealRank: true,
        sealRankOption: undefined,
        sealRankTime: new Date(end - 3_600_000).toISOString(),
        uid: root.uid,
        author: root.username,
      },
    });
    expect(created.statusCode, JSON.stringify(created.body)).toBe(200);
    const list = await app.request({
      url: '/api/admin/contest/get-contest-list',
      token: root.token,
      query: { currentPage: '1', limit: '10', keyword: 'reference form' },
    });
    const row = list.body.data.records.find(
      (c: { title: string }) => c.title === 'Created by the reference form',
    );
    expect(row).toBeDefined();
    const detail = await app.request({
      url: '/api/admin/contest',
      token: root.token,
      query: { cid: String(row.id) },
    });
    expect(detail.body.data).toMatchObject({ sealRank: true });
    expect(Date.parse(detail.body.data.sealRankTime)).toBe(end - 3_600_000);
  });
});
