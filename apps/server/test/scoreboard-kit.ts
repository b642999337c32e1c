import { JudgeStatus } from '@judge/contract';
import { nowIso } from '../src/lib/time.ts';
import type { TestApp } from './test-app.ts';

/**
 * Test helpers of the scoreboard: a judged contest submission made at a chosen moment. The judge is
 * not what these tests are about (contest-judging.test.ts runs the real one), so the row is written
 * as a finished judging would leave it; the board then reads it through the real calls.
 */
export async function judgedSubmission(
  app: TestApp,
  options: {
    cid: number;
    pid: number;
    displayId: string;
    user: { uid: number; username: string };
    at: string | number;
    status?: number;
    score?: number | null;
    time?: number | null;
  },
): Promise<number> {
  const createdAt = new Date(options.at).toISOString();
  const status = options.status ?? JudgeStatus.ACCEPTED;
  const row = await app.db
    .insertInto('submissions')
    .values({
      pid: options.pid,
      displayPid: options.displayId,
      uid: options.user.uid,
      username: options.user.username,
      language: 'C++',
      code: 'int main() { return 0; }',
      length: 24,
      status,
      score: options.score === undefined ? (status === JudgeStatus.ACCEPTED ? 100 : 0) : options.score,
      oiRankScore: null,
      time: options.time === undefined ? 10 : options.time,
      memory: 1024,
      errorMessage: null,
      subtaskResults: null,
      share: 0,
      cid: options.cid,
      gid: null,
      judger: 'test',
      isManual: 0,
      unsafe: 0,
      ip: null,
      version: 1,
      priority: 3,
      claimedBy: null,
      leaseExpiresAt: null,
      progressDone: 1,
      progressTotal: 1,
      createdAt,
      updatedAt: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A moment `minutes` (and `seconds`) after an ISO start. */
export const after = (start: string, minutes: number, seconds = 0) =>
  new Date(Date.parse(start) + minutes * 60_000 + seconds * 1000).toISOString();
