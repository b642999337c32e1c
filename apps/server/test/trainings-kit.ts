import type { TrainingSaveBody } from '@judge/contract';
import type { TestApp } from './test-app.ts';

/** Test helpers of the trainings domain: categories, trainings and their problems made through the API. */

let counter = 0;

export async function createCategory(app: TestApp, token: string, name?: string): Promise<number> {
  counter += 1;
  const response = await app.request({
    method: 'POST',
    url: '/api/admin/training/category',
    token,
    body: { name: name ?? `Category ${counter}`, color: '#409eff' },
  });
  if (response.statusCode !== 200) throw new Error(`category not created: ${JSON.stringify(response.body)}`);
  return response.body.data.id as number;
}

/** A valid training form (a public training in the given category), with overrides of the training. */
export function trainingBody(
  categoryId: number,
  overrides: Partial<TrainingSaveBody['training']> = {},
): TrainingSaveBody {
  counter += 1;
  return {
    training: {
      rank: 1000,
      title: `Training ${counter}`,
      description: 'Work through these in order.',
      auth: 'Public',
      ...overrides,
    },
    trainingCategory: { id: categoryId },
  };
}

/** Creates a training through the back office (a category too unless given); answers its id. */
export async function createTraining(
  app: TestApp,
  token: string,
  overrides: Partial<TrainingSaveBody['training']> & { categoryId?: number } = {},
): Promise<number> {
  const { categoryId, ...training } = overrides;
  const response = await app.request({
    method: 'POST',
    url: '/api/admin/training',
    token,
    body: trainingBody(categoryId ?? (await createCategory(app, token)), training),
  });
  if (response.statusCode !== 200) throw new Error(`training not created: ${JSON.stringify(response.body)}`);
  return response.body.data.tid as number;
}

/** Links bank problems into a training, in the order given. */
export async function addTrainingProblems(app: TestApp, token: string, tid: number, pids: number[]) {
  for (const pid of pids) {
    const response = await app.request({
      method: 'POST',
      url: '/api/admin/training/add-problem-from-public',
      token,
      body: { tid, pid },
    });
    if (response.statusCode !== 200) throw new Error(`problem not added: ${JSON.stringify(response.body)}`);
  }
}

/** Registers a user for a private training with its password. */
export async function registerTraining(app: TestApp, token: string, tid: number, password: string) {
  return app.request({ method: 'POST', url: '/api/register-training', token, body: { tid, password } });
}

/** Submits through a training (the judge need not run: root's manual verdict settles it in these tests). */
export async function submitThroughTraining(
  app: TestApp,
  token: string,
  body: { tid: number; pid: number; code?: string; language?: string },
) {
  return app.request({
    method: 'POST',
    url: '/api/submit-problem-judge',
    token,
    body: { language: 'C++', code: 'int main() {}', ...body },
  });
}

/** Root's manual verdict (spec 1-core §4.3): a judged submission without running a judge. */
export async function judgeByHand(app: TestApp, rootToken: string, submitId: number, status: number) {
  const response = await app.request({
    url: '/api/admin/judge/manual-judge',
    token: rootToken,
    query: { submitId: String(submitId), status: String(status) },
  });
  if (response.statusCode !== 200) throw new Error(`manual judge failed: ${JSON.stringify(response.body)}`);
}
