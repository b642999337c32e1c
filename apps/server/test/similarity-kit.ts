import fs from 'node:fs';
import path from 'node:path';
import { JudgeStatus } from '@judge/contract';
import { nowIso } from '../src/lib/time.ts';
import type { TestApp } from './test-app.ts';

/** Test helpers of the similarity check: programs from its corpus and submissions as factories. */

const CORPUS = path.join(import.meta.dirname, '../src/contexts/similarity/engine/corpus');
/** A program of the corpus, e.g. corpusProgram('grid', 'cpp', 'original.cpp'). */
export const corpusProgram = (problem: string, language: string, file: string) =>
  fs.readFileSync(path.join(CORPUS, problem, language, file), 'utf8');

/** Factory: a judged submission straight in the database (what the check reads), answering its id. */
export async function insertSubmission(
  app: TestApp,
  options: {
    pid: number;
    user: { uid: number; username: string };
    code: string;
    language?: string;
    status?: number;
    cid?: number;
    tid?: number | null;
    gid?: number | null;
    displayPid?: string;
  },
): Promise<number> {
  const now = nowIso();
  const row = await app.db
    .insertInto('submissions')
    .values({
      pid: options.pid,
      displayPid: options.displayPid ?? 'A',
      uid: options.user.uid,
      username: options.user.username,
      language: options.language ?? 'C++ 17 With O2',
      code: options.code,
      length: options.code.length,
      status: options.status ?? JudgeStatus.ACCEPTED,
      score: 100,
      oiRankScore: null,
      time: 10,
      memory: 1024,
      errorMessage: null,
      subtaskResults: null,
      share: 0,
      cid: options.cid ?? 0,
      gid: options.gid ?? null,
      tid: options.tid ?? null,
      judger: 'test',
      isManual: 0,
      unsafe: 0,
      ip: null,
      version: 1,
      priority: 2,
      claimedBy: null,
      leaseExpiresAt: null,
      progressDone: 1,
      progressTotal: 1,
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Reads a check's report until its run has finished (the run is in the background of the same server). */
export async function finishedReport(app: TestApp, token: string, id: number) {
  for (let attempt = 0; attempt < 500; attempt += 1) {
    const response = await app.request({
      url: '/api/admin/similarity/check',
      token,
      query: { id: String(id) },
    });
    const status = response.body.data?.check?.status;
    if (status === 'done' || status === 'failed') return response.body.data;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`similarity check ${id} did not finish`);
}
