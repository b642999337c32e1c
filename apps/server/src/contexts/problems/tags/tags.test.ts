import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@judge/contract';
import { createTestApp, signedInUser, TEST_DIALECT, type TestApp } from '../../../../test/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe(`tags and classifications (${TEST_DIALECT})`, () => {
  it('creates, edits and deletes, and the public lists group tags by classification', async () => {
    const admin = await signedInUser(app, Role.PROBLEM_ADMIN);
    const classification = await app.request({
      method: 'POST',
      url: '/api/admin/tag/classification',
      token: admin.token,
      body: { name: 'Algorithms', rank: 1 },
    });
    expect(classification.statusCode).toBe(200);
    const classificationId = classification.body.data.id;
    const tag = await app.request({
      method: 'POST',
      url: '/api/admin/tag',
      token: admin.token,
      body: { name: 'DP', color: '#ff0000', classificationId },
    });
    expect(tag.statusCode).toBe(200);
    const duplicate = await app.request({
      method: 'POST',
      url: '/api/admin/tag',
      token: admin.token,
      body: { name: 'dp' },
    });
    expect(duplicate.body.data.field).toBe('name');
    const grouped = await app.request({ url: '/api/get-problem-tags-and-classification' });
    const group = grouped.body.data.find(
      (g: { classification: { name: string } | null }) => g.classification?.name === 'Algorithms',
    );
    expect(group.tagList.map((t: { name: string }) => t.name)).toEqual(['DP']);
    expect(
      (
        await app.request({
          method: 'PUT',
          url: '/api/admin/tag',
          token: admin.token,
          body: { id: tag.body.data.id, name: 'Dynamic Programming', color: '#00ff00', classificationId },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await app.request({
          method: 'DELETE',
          url: '/api/admin/tag/classification',
          token: admin.token,
          query: { id: String(classificationId) },
        })
      ).statusCode,
    ).toBe(200);
    const tags = await app.request({ url: '/api/get-all-problem-tags' });
    expect(
      tags.body.data.find((t: { name: string }) => t.name === 'Dynamic Programming').classificationId,
    ).toBeNull();
    expect(
      (
        await app.request({
          method: 'DELETE',
          url: '/api/admin/tag',
          token: admin.token,
          query: { tid: String(tag.body.data.id) },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await app.request({
          method: 'DELETE',
          url: '/api/admin/tag',
          token: admin.token,
          query: { tid: String(tag.body.data.id) },
        })
      ).statusCode,
    ).toBe(404);
  });

  it.each([
    [{ name: '' }, 'name'],
    [{ name: 'x', color: 'red' }, 'color'],
    [{ name: 'x', classificationId: 99999 }, 'classificationId'],
  ])('validates %j naming %s', async (body, field) => {
    const admin = await signedInUser(app, Role.ADMIN);
    const response = await app.request({ method: 'POST', url: '/api/admin/tag', token: admin.token, body });
    expect(response.statusCode).toBe(400);
    expect(response.body.data.field).toBe(field);
  });

  it('is for problem admins only', async () => {
    const user = await signedInUser(app, Role.TEACHER);
    expect(
      (await app.request({ method: 'POST', url: '/api/admin/tag', token: user.token, body: { name: 'x' } }))
        .statusCode,
    ).toBe(403);
    expect((await app.request({ url: '/api/admin/tag/classification', token: user.token })).statusCode).toBe(
      403,
    );
    expect((await app.request({ url: '/api/admin/tag/classification' })).statusCode).toBe(401);
  });
});
