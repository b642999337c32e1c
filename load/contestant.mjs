// One simulated contestant: signs in, opens the contest, reads problems, submits, watches its verdict as
// our web client does (ProblemWorkspace: POST /api/check-contest-submissions-status every 2 s until the
// verdict, at most 300 checks), looks at the board (refetched every 30 s while it is on screen), reads
// the announcements (the contest shell asks every 60 s for unread ones) and now and then asks a question
// in the contest's Q&A. Every call is timed into the recorder under the API path it hit. With `push` (`--push on`)
// it holds the push stream as our web client does (docs/live-updates.md) and makes those calls when told instead:
// the verdict checked at once and on each event of its submission, the board and the announcements fetched on
// their events.
import { randomUUID } from 'node:crypto';
import { USER_PASSWORD, client, sleep } from '../chaos/lib.mjs';
import { shouldRetryWrite } from './kill.mjs';
import { drawVerdict, LANGUAGES, sourceFor } from './profile.mjs';
import { boardChangeAnswer, openPush } from './push.mjs';

const SUBMISSION_POLL_MS = 2000;
/** apps/web's useContestClock.ts: the page's refresh after the start comes within this many ms. */
const STATUS_REFRESH_SPREAD_MS = 10_000;
/** apps/web's contest-start-push.ts: with push, a page open before the start waits this long after zero for the list. */
const START_PUSH_WAIT_MS = 2_000;
const SUBMISSION_POLL_MAX_CHECKS = 300;
const BOARD_REFRESH_MS = 30_000;
const ANNOUNCEMENT_POLL_MS = 60_000;
const BOARD_PAGE_SIZE = 30;
/** The share of verdicts after which the contestant asks a question in the Q&A (an assumption). */
const CLARIFICATION_CHANCE = 0.05;
const IN_PROGRESS = new Set([5, 6, 7]);
/** How long a contestant looks for a verdict on the board, and how often (the board's own refresh is 30 s). */
export const STALENESS_LIMIT_MS = 60_000;
const STALENESS_POLL_MS = 1000;
const STATUS_OF = { AC: 0, WA: -1, CE: -2, TLE: 1 };
/** With push: how long a page waits for an event before it checks anyway (a safety net, not a poll). */
const PUSH_SAFETY_MS = 30_000;
/** With push, as the web (useScoreboard): a change of a row on the page refetches the board at most this often, */
const BOARD_PUSH_GAP_MS = 10_000;
/** and of rows off it at the poll's pace, of the contestant's own row within a second. */
const BOARD_PUSH_SLOW_GAP_MS = BOARD_REFRESH_MS;
const BOARD_PUSH_GAPS = {
  'refetch-own': 1_000,
  refetch: BOARD_PUSH_GAP_MS,
  'refetch-slowly': BOARD_PUSH_SLOW_GAP_MS,
};

/** What a failed fetch says went wrong: undici's cause (ECONNRESET, UND_ERR_SOCKET...) or the timeout. */
function errorReason(error) {
  return error?.cause?.code ?? error?.cause?.message ?? error?.name ?? 'error';
}

/**
 * A chaos client whose calls are timed; a transport error counts as an error and answers null. `attempt` also
 * says what came back (the status, none after a transport error), for the retry rule of a write.
 */
export function timedClient(baseUrl, ip, recorder) {
  const inner = client(baseUrl, { ip });
  /** `resendable`: a write the caller sends again when no answer came (shouldRetryWrite), recorded as resent. */
  const attempt = async (method, url, body, { query, headers, resendable = false } = {}) => {
    const started = performance.now();
    const failed = (outcome) => (resendable && shouldRetryWrite(outcome) ? 'resent' : false);
    try {
      const answer = await inner.call(method, url, body, { query, headers });
      const ok = answer.status === 200;
      const outcome = { answer: ok ? answer : null, status: answer.status };
      recorder.call(
        `${method} ${url}`,
        performance.now() - started,
        ok || failed(outcome),
        `HTTP ${answer.status}`,
      );
      return outcome;
    } catch (error) {
      const outcome = { answer: null, status: undefined };
      recorder.call(`${method} ${url}`, performance.now() - started, failed(outcome), errorReason(error));
      return outcome;
    }
  };
  const call = async (method, url, body, query) => (await attempt(method, url, body, { query })).answer;
  return { call, attempt, inner };
}

export function createContestant({
  baseUrl,
  index,
  username,
  contest,
  recorder,
  thinks,
  deadline,
  random,
  push: pushOn = false,
  startsAtMs = null,
}) {
  const ip = `10.${1 + Math.floor(index / 62_500)}.${Math.floor(index / 250) % 250}.${(index % 250) + 1}`;
  const { call, attempt: callFor, inner } = timedClient(baseUrl, ip, recorder);
  /** Every submit attempt with its Idempotency-Key, for the exactly-once check after the run. */
  const submits = [];
  const { cid, problems } = contest;
  const solved = new Set();
  const left = () => deadline - Date.now();
  const pause = (ms) => sleep(Math.max(0, Math.min(ms, left())));
  const tally = { submissions: 0, wrongVerdicts: 0, unfinished: 0 };
  /** The push stream, while playing with `push`. */
  let push = null;
  const isBoard = (event) => event.kind === 'scoreboard' && event.cid === cid;
  /** The board's page last fetched, and when (performance.now()): what a page on screen shows. */
  let board = { answer: null, at: Number.NEGATIVE_INFINITY };
  /** This contestant's uid, from its first submission's answer: its own row's change is always the page's. */
  let uid;
  /**
   * With push, the board's page as the web keeps it (useScoreboard): fetched unless one is on screen (`onScreen`),
   * then again on a change it does not show yet (boardChangeAnswer): within BOARD_PUSH_GAP_MS of the last fetch for a
   * row on the page or its own, BOARD_PUSH_SLOW_GAP_MS for rows off it; until `done(answer)` or `untilMs`
   * (performance.now()) passes.
   */
  const followBoard = async (untilMs, done = () => false, onScreen = false) => {
    const changes = push.watch(isBoard);
    const remaining = () => Math.min(untilMs - performance.now(), left());
    try {
      for (let fetch = !onScreen; ; fetch = true) {
        if (fetch) {
          board = { answer: await fetchBoard(), at: performance.now() };
          if (done(board.answer)) return true;
        }
        let dueAt = Infinity;
        while (performance.now() < dueAt) {
          const wait = Math.min(dueAt - performance.now(), remaining());
          if (wait <= 0) return false;
          const change = await changes.next(wait);
          if (!change) {
            if (remaining() <= 0) return false;
            continue;
          }
          const answer = boardChangeAnswer(change, board.answer?.data, uid);
          if (answer === 'skip') continue;
          dueAt = Math.min(dueAt, board.at + BOARD_PUSH_GAPS[answer]);
        }
        changes.drain();
      }
    } finally {
      changes.stop();
    }
  };

  const watchAnnouncements = async () => {
    const seen = [];
    const told = push?.watch((event) => event.kind === 'contest-announcement' && event.cid === cid);
    while (left() > 0) {
      const answer = await call('POST', '/api/get-contest-not-read-announcement', {
        cid,
        readAnnouncementList: seen,
      });
      for (const row of answer?.data ?? []) seen.push(row.id);
      if (!told) {
        await pause(ANNOUNCEMENT_POLL_MS);
        continue;
      }
      // A pushed announcement carries itself (no request); a resync asks again.
      let event = await told.next(left());
      while (event?.kind === 'contest-announcement') {
        seen.push(event.announcement.id);
        event = await told.next(left());
      }
    }
    told?.stop();
  };

  /**
   * Before the start (a run with --arrival-minutes): the contest's page as it shows before the start (its info; its
   * problems are not open yet), left open until the start. At zero the page's clock turns the contest running and
   * the page asks for the info again at a random moment within STATUS_REFRESH_SPREAD_MS; the problems are opened a
   * moment after zero (the `start` think time). With push the list comes with the start's event: the tab asks only
   * when it has not come START_PUSH_WAIT_MS after zero. The calls e2e/specs/contest-start.test.ts sees the page make.
   */
  const waitForStart = async () => {
    const started = push?.watch((event) => event.kind === 'contest-started' && event.cid === cid);
    await call('GET', '/api/get-contest-info', undefined, { cid });
    // Waited for from now, so that its arrival is timed (from zero) whatever the think time.
    const arrival = started?.next(startsAtMs + START_PUSH_WAIT_MS - Date.now()).then((event) => {
      recorder.startEvent(event?.kind === 'contest-started' ? Date.now() - startsAtMs : null);
      return event;
    });
    await sleep(Math.max(0, startsAtMs - Date.now()));
    const refresh = sleep(random() * STATUS_REFRESH_SPREAD_MS).then(() =>
      call('GET', '/api/get-contest-info', undefined, { cid }),
    );
    await sleep(thinks.start(random));
    const pushed = await arrival;
    started?.stop();
    if (pushed?.kind !== 'contest-started') await call('GET', '/api/get-contest-problem', undefined, { cid });
    // The refresh is the page's own, not waited for (wrapped: an async function's promise would be awaited).
    return { refresh };
  };

  /** The contest's page, then its problems tab (the announcements' list is its own tab's). */
  const openContest = async () => {
    await call('GET', '/api/get-contest-info', undefined, { cid });
    await call('GET', '/api/get-contest-problem', undefined, { cid });
  };

  const fetchBoard = () =>
    call('POST', '/api/get-contest-rank', {
      cid,
      removeStar: false,
      forceRefresh: false,
      currentPage: 1,
      limit: BOARD_PAGE_SIZE,
      concernedList: [],
    });

  /** Looks at the board for a while, refetching it as the page does; `seen`: the first fetch was made already. */
  const lookAtBoard = async (seen = false) => {
    const onScreenUntil = Date.now() + thinks.page(random);
    if (push) {
      await followBoard(performance.now() + (onScreenUntil - Date.now()), undefined, seen);
      return;
    }
    if (seen) await pause(Math.min(BOARD_REFRESH_MS, onScreenUntil - Date.now()));
    while (Date.now() < onScreenUntil && left() > 0) {
      await fetchBoard();
      await pause(Math.min(BOARD_REFRESH_MS, onScreenUntil - Date.now()));
    }
  };

  /** Rejected tries seen per problem: what the board's own row must count once it shows the latest one. */
  const rejected = new Map();

  /**
   * Scoreboard staleness: from the moment the contestant sees a verdict to the moment its own row on the board
   * (the first row: the board puts the viewer's own row on top) shows it; a compile error is not a try, so it
   * changes no cell and is not measured. Polled every second, for at most a minute (then counted as unseen).
   */
  const watchBoardCatchUp = async (displayId, kind, seenAt) => {
    if (kind === 'CE') return false;
    if (kind !== 'AC') rejected.set(displayId, (rejected.get(displayId) ?? 0) + 1);
    const shows = (row) => {
      const cell = row?.username === username ? row.submissionInfo?.[displayId] : undefined;
      if (!cell) return false;
      return kind === 'AC' ? cell.isAC : cell.errorNum >= (rejected.get(displayId) ?? 0);
    };
    if (push) {
      // The board's page as the web has it with push: fetched on its changes, at most every 10 s.
      const shown = await followBoard(seenAt + STALENESS_LIMIT_MS, (answer) =>
        shows(answer?.data?.records?.[0]),
      );
      if (shown) recorder.staleness(performance.now() - seenAt);
      else if (left() > 0) recorder.staleness(null);
      return true;
    }
    while (performance.now() - seenAt < STALENESS_LIMIT_MS && left() > 0) {
      const answer = await fetchBoard();
      if (shows(answer?.data?.records?.[0])) {
        recorder.staleness(performance.now() - seenAt);
        return true;
      }
      await sleep(STALENESS_POLL_MS);
    }
    if (left() > 0) recorder.staleness(null);
    return true;
  };

  const askClarification = async (problem) => {
    await call('GET', '/api/comments', undefined, { cid, currentPage: 1, limit: 10 });
    await pause(thinks.page(random));
    if (left() <= 0) return;
    await call('POST', '/api/comment', { cid, content: `Problem ${problem.displayId}: may a + b overflow?` });
  };

  /** Watches its verdict as ProblemWorkspace does; answers the final status, or null if none came. */
  const watchVerdict = async (submitId) => {
    // As the web's page: the events the stream delivered since the submit are replayed to it.
    const told = push?.watch((event) => event.kind === 'submission' && event.submitId === submitId, {
      replayRecent: true,
    });
    try {
      return await checkVerdict(submitId, told);
    } finally {
      told?.stop();
    }
  };

  const checkStatus = async (submitId) => {
    const answer = await call('POST', '/api/check-contest-submissions-status', {
      cid,
      submitIds: [submitId],
    });
    return answer?.data?.[submitId]?.status;
  };

  /**
   * Without push, a check every 2 s; with it (usePushedPolling, startPushedChecks), the status each event carries
   * (no request), a check only for an event that withholds it or a resync, and one after 30 s without an event.
   */
  const checkVerdict = async (submitId, told) => {
    for (let check = 0; check < SUBMISSION_POLL_MAX_CHECKS; check++) {
      let status;
      if (!told) {
        await sleep(SUBMISSION_POLL_MS);
        status = await checkStatus(submitId);
      } else {
        const event = await told.next(PUSH_SAFETY_MS);
        if (event?.kind === 'submission' && event.shown) status = event.shown.status;
        else if (event === null || event.kind === 'resync' || event.final)
          status = await checkStatus(submitId);
        else continue;
      }
      if (status === undefined) return null;
      if (!IN_PROGRESS.has(status)) return status;
    }
    return null;
  };

  /** As our web client does: a fresh key per submit, sent once more with it when no answer came. */
  const submitOnce = async (body) => {
    const sent = { key: randomUUID(), submitId: null, retried: false };
    submits.push(sent);
    const send = (resendable) =>
      callFor('POST', '/api/submit-problem-judge', body, {
        headers: { 'Idempotency-Key': sent.key },
        resendable,
      });
    let outcome = await send(true);
    if (shouldRetryWrite(outcome)) {
      sent.retried = true;
      outcome = await send(false);
    }
    sent.submitId = outcome.answer?.data?.submitId ?? null;
    return outcome.answer;
  };

  const attempt = async (problem) => {
    await call('GET', '/api/get-contest-problem-details', undefined, { cid, displayId: problem.displayId });
    await pause(thinks.solve(random));
    if (left() <= 0) return;
    const kind = drawVerdict(random);
    const language = LANGUAGES[Math.floor(random() * LANGUAGES.length)];
    const sentAt = performance.now();
    const answer = await submitOnce({
      pid: problem.pid,
      cid,
      language,
      code: sourceFor(language, kind, problem.k),
    });
    if (!answer) return;
    uid ??= answer.data.uid;
    tally.submissions += 1;
    const status = await watchVerdict(answer.data.submitId);
    if (status === null) {
      tally.unfinished += 1;
      return;
    }
    const seenAt = performance.now();
    recorder.verdict(kind, seenAt - sentAt);
    if (status !== STATUS_OF[kind]) tally.wrongVerdicts += 1;
    if (status === STATUS_OF.AC) solved.add(problem.pid);
    await lookAtBoard(await watchBoardCatchUp(problem.displayId, kind, seenAt));
    if (random() < CLARIFICATION_CHANCE) await askClarification(problem);
  };

  return {
    tally,
    submits,
    async play() {
      const started = performance.now();
      try {
        await inner.login(username, USER_PASSWORD);
        recorder.call('POST /api/login', performance.now() - started, true);
      } catch (error) {
        const reason = /^login [^:]*: (\d+)/.exec(error?.message ?? '');
        recorder.call(
          'POST /api/login',
          performance.now() - started,
          false,
          reason ? `HTTP ${reason[1]}` : errorReason(error),
        );
        return;
      }
      if (pushOn) push = openPush({ baseUrl, ip, token: () => inner.token, recorder });
      const announcements = watchAnnouncements();
      const opened = startsAtMs !== null ? await waitForStart() : await openContest();
      // The list shows now (pushed, or answered): a person picks one of its problems a reaction later, not in the
      // millisecond it shows (a quarter of the contestants clicked with the event's arrival: docs/load.md).
      await sleep(thinks.pick(random));
      while (left() > 0) {
        const open = problems.filter((problem) => !solved.has(problem.pid));
        if (open.length === 0) await lookAtBoard();
        else await attempt(open[Math.floor(random() * open.length)]);
        await pause(thinks.page(random));
      }
      await Promise.all([announcements, opened?.refresh]);
      await push?.close();
    },
  };
}
