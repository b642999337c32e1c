import { expect } from 'vitest';
import { JudgeStatus } from '@judge/contract';
import type { RequestOptions, TestApp } from '../test-app.ts';

/**
 * Helpers of the journey tests: each plays a reference client page's calls in the order the view makes
 * them (HimitZH/HOJ hoj-vue), so a call's answer feeds the next one as the view would feed it.
 */

/** A call that must succeed, as the view's `.then` expects it: answers `data`. */
export async function ok(
  app: TestApp,
  options: RequestOptions,
  where = `${options.method ?? 'GET'} ${options.url}`,
) {
  const response = await app.request(options);
  expect(response.statusCode, `${where}: ${JSON.stringify(response.body).slice(0, 300)}`).toBe(200);
  expect(response.body.status, where).toBe(200);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return response.body.data as any;
}

/** The verdicts a view keeps polling on (Pending, Compiling, Judging, Submitting). */
const WAITING: number[] = [
  JudgeStatus.PENDING,
  JudgeStatus.COMPILING,
  JudgeStatus.JUDGING,
  JudgeStatus.SUBMITTING,
];

/**
 * Problem.vue's checkSubmissionStatus: getSubmission(submitId) every couple of seconds until the status is
 * final (here every 200 ms, up to two minutes). Answers the last SubmissionInfoVO.
 */
export async function pollSubmission(app: TestApp, token: string, submitId: number | string) {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const data = await ok(app, {
      url: '/api/get-submission-detail',
      token,
      query: { submitId: String(submitId) },
    });
    if (!WAITING.includes(data.submission.status) || Date.now() > deadline) return data;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export const CPP_AC =
  '#include <iostream>\nint main(){long long a,b;std::cin>>a>>b;std::cout<<a+b<<"\\n";}\n';
export const CPP_WA = '#include <iostream>\nint main(){std::cout<<0<<"\\n";}\n';
