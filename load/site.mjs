// The contest a load run plays: root signs in through the public API, opens the contest's Q&A, creates
// PROBLEM_COUNT problems with their test data, the contestants' accounts in one batch import (the back office's
// CSV import call), and a public ACM contest holding the problems (running, or starting later) with an announcement.
import { ROOT_PASSWORD, USER_PASSWORD, client } from '../chaos/lib.mjs';
import { CASES, LANGUAGES, PROBLEM_COUNT, TIME_LIMIT_MS, problemCases } from './profile.mjs';

const HOUR_MS = 3_600_000;
/** The batch import is sent in slices, so that one request body stays small at 2,000 contestants. */
const IMPORT_SLICE = 500;

async function createProblem(root, k, runId) {
  const created = await root.ok('POST', '/api/admin/problem', {
    problem: {
      problemId: `LOAD${runId}P${k}`,
      title: `A+B+${k}`,
      description: `Print a + b + ${k}.`,
      input: 'Two integers a and b.',
      output: `a + b + ${k}`,
      examples: `<input>1 2</input><output>${3 + k}</output>`,
      timeLimit: TIME_LIMIT_MS,
      memoryLimit: 256,
    },
    samples: problemCases(k),
    languages: LANGUAGES,
    tags: [],
    codeTemplates: [],
  });
  return created.pid;
}

/**
 * `startsInMs`: 0, a contest that started a minute ago (contestants arrive while it runs); more, a contest that
 * starts that long after the set-up (contestants sign in and wait on its page, as before a real start).
 */
export async function setUpContest(baseUrl, { contestants, durationMs, startsInMs = 0 }) {
  const root = client(baseUrl, { ip: '10.255.0.1' });
  await root.login('root', ROOT_PASSWORD, '/api/admin/login');
  await root.ok('PUT', '/api/admin/switch/update', { openContestComment: true });
  const runId = Math.floor(Math.random() * 1e6);
  const pids = [];
  for (let k = 0; k < PROBLEM_COUNT; k++) pids.push(await createProblem(root, k, runId));
  const usernames = Array.from({ length: contestants }, (_, i) => `load${runId}u${i}`);
  for (let i = 0; i < usernames.length; i += IMPORT_SLICE)
    await root.ok('POST', '/api/admin/user/insert-batch-user', {
      users: usernames
        .slice(i, i + IMPORT_SLICE)
        .map((name) => [name, USER_PASSWORD, `${name}@load.example`]),
      columns: ['username', 'password', 'email'],
    });
  // The contest last, so that a start set `startsInMs` from now is that long after the set-up.
  const startMs = startsInMs > 0 ? Date.now() + startsInMs : Date.now() - 60_000;
  const { cid } = await root.ok('POST', '/api/admin/contest', {
    title: `Load contest ${runId}`,
    description: 'A contest played by the load run.',
    startTime: new Date(startMs).toISOString(),
    endTime: new Date(startMs + durationMs + HOUR_MS).toISOString(),
    type: 0,
    auth: 0,
  });
  const problems = [];
  for (const [k, pid] of pids.entries()) {
    const displayId = String.fromCharCode(65 + k);
    await root.ok('POST', '/api/admin/contest/add-problem-from-public', { cid, pid, displayId });
    problems.push({ pid, displayId, k });
  }
  await root.ok('POST', '/api/admin/contest/announcement', {
    cid,
    announcement: { title: 'Welcome', content: `${PROBLEM_COUNT} problems, ${CASES} cases each.` },
  });
  return { root, cid, problems, usernames, startMs };
}
