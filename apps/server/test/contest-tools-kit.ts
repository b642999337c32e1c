import { JudgeStatus } from '@judge/contract';
import type { TestApp } from './test-app.ts';

/**
 * Test helpers of the contest tools (announcements, printing, the AC helper): a problem put in a contest,
 * and contest submissions made through the API and then given the verdict a judge would write.
 */

export async function addToContest(app: TestApp, token: string, cid: number, pid: number, displayId: string) {
  const response = await app.request({
    method: 'POST',
    url: '/api/admin/contest/add-problem-from-public',
    token,
    body: { cid, pid, displayId },
  });
  if (response.statusCode !== 200) throw new Error(`not linked: ${JSON.stringify(response.body)}`);
}

/** Submits through the API (the contest's rules apply), then writes the verdict as the judge would. */
export async function judgedContestSubmission(
  app: TestApp,
  token: string,
  target: { cid: number; pid: number },
  status: number = JudgeStatus.ACCEPTED,
): Promise<number> {
  const response = await app.request({
    method: 'POST',
    url: '/api/submit-problem-judge',
    token,
    body: { ...target, language: 'C++', code: 'int main() { return 0; }' },
  });
  if (response.statusCode !== 200) throw new Error(`not submitted: ${JSON.stringify(response.body)}`);
  const id = response.body.data.submitId as number;
  await app.db.updateTable('submissions').set({ status, claimedBy: null }).where('id', '=', id).execute();
  return id;
}

/** A print of at least the 50 characters spec 2 §5 asks for. */
export const PRINT_TEXT = '#include <cstdio>\nint main() { printf("print me, please: 0123456789"); }\n';
