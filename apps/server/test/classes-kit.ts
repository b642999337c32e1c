import type { TestApp } from './test-app.ts';

/** Test helpers of the classes domain: a class and its students made through the API. */

let counter = 0;

/** Creates a class as the given teacher or admin; answers its id. */
export async function createClass(
  app: TestApp,
  token: string,
  overrides: { name?: string; state?: 0 | 1 } = {},
) {
  counter += 1;
  const response = await app.request({
    method: 'POST',
    url: '/api/admin/class',
    token,
    body: { name: overrides.name ?? `Class ${counter}`, description: '', state: overrides.state ?? 0 },
  });
  if (response.statusCode !== 200) throw new Error(`class not created: ${JSON.stringify(response.body)}`);
  return response.body.data.id as number;
}

export async function addStudents(app: TestApp, token: string, classId: number, usernames: string[]) {
  const response = await app.request({
    method: 'POST',
    url: '/api/admin/class/student',
    token,
    body: { classId, usernames },
  });
  if (response.statusCode !== 200) throw new Error(`students not added: ${JSON.stringify(response.body)}`);
  return response.body.data as { added: string[]; already: string[]; notFound: string[] };
}

export async function assignHomework(
  app: TestApp,
  token: string,
  classId: number,
  kind: 'training' | 'contest',
  refId: number,
) {
  const response = await app.request({
    method: 'POST',
    url: '/api/admin/class/homework',
    token,
    body: { classId, kind, refId },
  });
  if (response.statusCode !== 200) throw new Error(`homework not assigned: ${JSON.stringify(response.body)}`);
  return response.body.data.id as number;
}
