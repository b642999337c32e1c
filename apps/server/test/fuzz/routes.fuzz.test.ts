import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_ANSWERS } from '../../src/http/file-answers.ts';
import { registeredRoutes } from '../../src/http/route.ts';
import { startSmtpCatcher, type SmtpCatcher } from '../smtp-catcher.ts';
import { createTestApp, TEST_DIALECT, type TestApp } from '../test-app.ts';
import { seedWorld } from './fuzz-kit.ts';
import { undeclaredResponses } from './declared-responses.ts';
import { fuzzRoutes, summaryOf } from './fuzz-runner.ts';

/**
 * Every route the app registers (defineRoute's registry: a new route is fuzzed without being listed), called
 * as every role with inputs generated from its declared schemas and mutated past them (issue 26 step 4).
 * Whatever comes in: no 5xx, every JSON answer the envelope, and a refused call leaves every table as it was (its
 * row count, newest id and newest modification). Seeded, so a failure comes back on the next run; FUZZ_SEED and FUZZ_CASES explore further by hand.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 2026);
const CASES = Number(process.env.FUZZ_CASES ?? 6);

/** Refusals that write on purpose, each with the reason; any other refused call that changes a table fails. */
const REFUSALS_THAT_WRITE: Record<string, string> = {
  // A wrong password is counted, so that the fifth asks for the slide puzzle (spec 1-core §2.2).
  'POST /api/login': 'counts the failed login',
  'POST /api/admin/login': 'counts the failed login',
};

let app: TestApp;
let smtp: SmtpCatcher;

beforeAll(async () => {
  // Mail goes to a catcher on this machine: the site's SMTP variables win over the settings root's fuzzed
  // calls make up, so no made-up host name is ever looked up.
  smtp = await startSmtpCatcher();
  app = await createTestApp({
    webDist: '/nonexistent',
    // The hourly push of saved notices would write inboxes during whichever call runs at the full hour, and the
    // suite would blame that call (a CI run crossing 07:00 did so on PostgreSQL).
    hourlyNoticePush: false,
    smtp: { host: '127.0.0.1', port: smtp.port, secure: false, from: 'Judge <judge@test.local>' },
  });
  await seedWorld(app);
}, 120_000);
afterAll(async () => {
  await app.close();
  await smtp.close();
});

describe(`every route fuzzed from its declaration (${TEST_DIALECT}, seed ${SEED})`, () => {
  it('declares the response of every route but those answering a file (http/file-answers.ts)', () => {
    expect(undeclaredResponses(registeredRoutes(app.app), FILE_ANSWERS)).toEqual({ missing: [], stale: [] });
  });

  it(`answers every role and input in the envelope, with no 5xx and no row from a refusal (${CASES} cases per route and admitted role)`, async () => {
    const report = await fuzzRoutes(app, registeredRoutes(app.app), {
      seed: SEED,
      cases: CASES,
      refusedCases: 1,
      refusalsThatWrite: REFUSALS_THAT_WRITE,
      settle: () => app.parts.similarity.runner.whenIdle(),
    });
    console.log(summaryOf(report, TEST_DIALECT));
    expect(report.failures).toEqual([]);
    // Every route was reached, and the generated inputs got past validation into most of them.
    expect(report.routes).toBe(registeredRoutes(app.app).length);
    expect(report.answered.size).toBeGreaterThan(100);
  }, 600_000);
});
