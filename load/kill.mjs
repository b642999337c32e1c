// `npm run load -- --kill-server`: one server process is killed (SIGKILL) halfway through the run. What must hold:
// reads fail over to the other server unseen (nginx retries them on the next upstream), and a submit that got no
// answer is sent once more with its Idempotency-Key, so every submission is stored exactly once. The pure rules
// and figures are here; load/run.mjs does the killing and load/contestant.mjs the retrying.

/** Statuses that mean the proxy had no answer from a server: the write may or may not have been done. */
const NO_ANSWER_STATUSES = new Set([502, 503, 504]);

/**
 * Whether a submit is sent once more with the same key: after a transport failure (no status at all) or a
 * proxy's 502/503/504; never after an answer of the server (200, or a refusal such as 400 or 429).
 */
export function shouldRetryWrite(outcome) {
  return outcome.status === undefined || NO_ANSWER_STATUSES.has(outcome.status);
}

/** Per call, the requests and errors that ended at or after `fromSecond` (the kill), busiest first. */
export function callsAfter(recorder, fromSecond) {
  const rows = [];
  for (const [name, entry] of recorder.calls) {
    let count = 0;
    let errors = 0;
    for (const [at, bucket] of entry.perSecond)
      if (at >= fromSecond) {
        count += bucket.count;
        errors += bucket.errors;
      }
    if (count > 0) rows.push({ name, count, errors });
  }
  return rows.sort((a, b) => b.count - a.count);
}

/**
 * Exactly once, counted by key. `sent`: every submit attempt of the contestants ({ key, submitId: the answer's,
 * or null when none came even after the retry }); `stored`: the contest's keyed rows ({ key, submitId });
 * `submissionsInContest`: every submission of the contest. Holds when each answered key is stored with the id it
 * was answered with, no key is stored twice, and the contest has no submission besides the keyed ones.
 */
export function exactlyOnce({ sent, stored, submissionsInContest }) {
  const storedByKey = new Map();
  let duplicateKeys = 0;
  for (const row of stored) {
    if (storedByKey.has(row.key)) duplicateKeys += 1;
    storedByKey.set(row.key, row.submitId);
  }
  const answered = sent.filter((attempt) => attempt.submitId !== null);
  const missing = answered.filter((attempt) => storedByKey.get(attempt.key) !== attempt.submitId).length;
  const unkeyed = submissionsInContest - stored.length;
  return {
    attempts: sent.length,
    answered: answered.length,
    retried: sent.filter((attempt) => attempt.retried).length,
    stored: stored.length,
    submissionsInContest,
    missing,
    duplicateKeys,
    unkeyed,
    holds: missing === 0 && duplicateKeys === 0 && unkeyed === 0 && stored.length <= sent.length,
  };
}

/** The report's lines about the kill: when, whether every submission is stored once, and the calls after it. */
export function killLines(kill) {
  if (!kill) return [];
  const once = kill.exactlyOnce;
  const after = kill.callsAfterKill;
  const errorsAfter = after.reduce((sum, row) => sum + row.errors, 0);
  return [
    '',
    kill.killedAtSecond === null
      ? 'server 1 was not killed (the run ended first)'
      : `server 1 killed (SIGKILL) at ${kill.killedAtSecond} s`,
    `submits ${once.attempts} (each with its own Idempotency-Key), answered ${once.answered}, retried once ${once.retried}; ` +
      `stored by key ${once.stored}, submissions in the contest ${once.submissionsInContest}; ` +
      `answered but not stored under its id ${once.missing}, keys stored twice ${once.duplicateKeys}, ` +
      `submissions without a key ${once.unkeyed}: exactly once ${once.holds ? 'holds' : 'FAILS'}`,
    `after the kill: ${after.reduce((sum, row) => sum + row.count, 0)} requests, ${errorsAfter} errors`,
    ...after.map((row) => `  ${row.name}: ${row.count} requests, ${row.errors} errors`),
  ];
}
