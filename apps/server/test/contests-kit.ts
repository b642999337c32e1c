import type { ContestSaveBody } from '@judge/contract';
import type { TestApp } from './test-app.ts';

/** Test helpers of the contests domain: a valid contest form and a contest made through the API. */

const HOUR = 3600_000;
export const isoFromNow = (ms: number) => new Date(Date.now() + ms).toISOString();

/** When a contest runs, relative to now. */
export const TIMES = {
  running: { startTime: isoFromNow(-HOUR), endTime: isoFromNow(4 * HOUR) },
  scheduled: { startTime: isoFromNow(24 * HOUR), endTime: isoFromNow(29 * HOUR) },
  ended: { startTime: isoFromNow(-48 * HOUR), endTime: isoFromNow(-43 * HOUR) },
} as const;

let counter = 0;

/** A valid contest form (public ACM, running), with overrides. */
export function contestBody(overrides: Partial<ContestSaveBody> = {}): ContestSaveBody {
  counter += 1;
  return {
    title: `Contest ${counter}`,
    description: 'Welcome to the contest',
    ...TIMES.running,
    type: 0,
    auth: 0,
    ...overrides,
  };
}

/** Creates a contest through the back office; answers its id. */
export async function createContest(
  app: TestApp,
  token: string,
  overrides: Partial<ContestSaveBody> = {},
): Promise<number> {
  const response = await app.request({
    method: 'POST',
    url: '/api/admin/contest',
    token,
    body: contestBody(overrides),
  });
  if (response.statusCode !== 200) throw new Error(`contest not created: ${JSON.stringify(response.body)}`);
  return response.body.data.cid as number;
}
