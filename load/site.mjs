// The contest a load run plays: root signs in through the public API, opens the contest's Q&A, creates
// PROBLEM_COUNT problems with their test data, a running public ACM contest holding them, an announcement,
// and the contestants' accounts in one batch import (the back office's CSV import call).
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

export async function setUpContest(baseUrl, { contestants, durationMs }) {
  const root = client(baseUrl, { ip: '10.255.0.1' });
  await root.login('root', ROOT_PASSWORD, '/api/admin/login');
  await root.ok('PUT', '/api/admin/switch/update', { openContestComment: true });
  const runId = Math.floor(Math.random() * 1e6);
  const { cid } = await root.ok('POST', '/api/admin/contest', {
    title: `Load contest ${runId}`,
    description: 'A contest played by the load run.',
    startTime: new Date(Date.now() - 60_000).toISOString(),
    endTime: new Date(Date.now() + durationMs + HOUR_MS).toISOString(),
    type: 0,
    auth: 0,
  });
  const problems = [];
  for (let k = 0; k < PROBLEM_COUNT; k++) {
    const pid = await createProblem(root, k, runId);
    const displayId = String.fromCharCode(65 + k);
    await root.ok('POST', '/api/admin/contest/add-problem-from-public', { cid, pid, displayId });
    problems.push({ pid, displayId, k });
  }
  await root.ok('POST', '/api/admin/contest/announcement', {
    cid,
    announcement: { title: 'Welcome', content: `${PROBLEM_COUNT} problems, ${CASES} cases each.` },
  });
  const usernames = Array.from({ length: contestants }, (_, i) => `load${runId}u${i}`);
  for (let i = 0; i < usernames.length; i += IMPORT_SLICE)
    await root.ok('POST', '/api/admin/user/insert-batch-user', {
      users: usernames
        .slice(i, i + IMPORT_SLICE)
        .map((name) => [name, USER_PASSWORD, `${name}@load.example`]),
      columns: ['username', 'password', 'email'],
    });
  return { root, cid, problems, usernames };
}
