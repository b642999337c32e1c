import path from 'node:path';
import { createJudgeWorker } from '@judge/judge';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../../../config.ts';
import type { Db } from '../../../db/database.ts';
import type { Dialect } from '../../../db/dialect.ts';
import type { TestdataRepo } from '../../problems/facts.ts';
import { createEmbeddedJudge } from './embedded-judge.ts';
import type { JudgingWork } from './judging-work.ts';

/**
 * Starts the judge inside the server. When the machine cannot sandbox (no root, no cgroups, no
 * compiler) the site still runs; submissions wait in the queue for a judge that can, and the log
 * says in one line what is missing.
 */
export async function startEmbeddedJudge({
  db,
  dialect,
  config,
  log,
  testdata,
  work,
}: {
  db: Db;
  dialect: Dialect;
  config: ServerConfig;
  log: FastifyBaseLogger;
  testdata: TestdataRepo;
  work: JudgingWork;
}) {
  let worker;
  try {
    worker = await createJudgeWorker({
      concurrency: config.judgeConcurrency,
      allowUnsafe: config.judgeUnsafe,
      cacheDir: path.join(config.dataDir, 'judge-cache'),
      fetchTestData: async (hash) => {
        const content = await testdata.get(hash);
        if (!content) throw new Error(`test data ${hash} is not in the database`);
        return content;
      },
      log: (line) => log.info(`judge: ${line}`),
    });
  } catch (error) {
    log.warn(
      `The embedded judge is not running: ${error instanceof Error ? error.message : String(error)}. Submissions wait in the queue until a judge can run them.`,
    );
    return null;
  }
  if (worker.unsafe)
    log.warn(
      'The embedded judge runs WITHOUT a sandbox (JUDGE_UNSAFE_NO_SANDBOX): development only, results are marked unsafe.',
    );
  const embedded = createEmbeddedJudge({
    db,
    dialect,
    worker,
    log,
    work,
    leaseSeconds: config.judgeLeaseSeconds,
    // A language whose toolchain this machine lacks is left to a remote judge that has it.
    languages: worker.languages.enabled.map((language) => language.name),
  });
  const languageAvailability = new Map(
    worker.languages.all.map((entry) => [
      entry.language.name,
      entry.enabled ? null : (entry.reason ?? 'not installed'),
    ]),
  );
  return {
    judger: embedded.judger,
    languages: embedded.languages ?? [],
    capacity: worker.concurrency,
    poke: embedded.poke,
    languageAvailability,
    worker,
    async stop() {
      await embedded.stop();
      await worker.close();
    },
  };
}
