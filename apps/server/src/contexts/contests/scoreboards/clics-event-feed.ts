import { CONTEST_TYPE, shownName, type AcmRankRow, type ScoreboardRow } from '@judge/contract';
import { clicsId, JUDGEMENT_TYPES, judgementTypeOf, relativeTime } from '../../clics/facts.ts';
import type { BoardData } from './board-data.ts';
import type { BoardRecord } from './board-record.ts';

/**
 * A contest as a CLICS event feed (the ICPC Contest API's NDJSON notifications, version 2022-07): the
 * contest, judgement types, languages, problems, groups, organizations, teams, then every submission
 * and its judgement in the order they were made, the state changes (started, frozen, ended,
 * finalized) where they happen, and the awards. ICPC tools such as the resolver replay it to reveal a
 * frozen scoreboard at an award ceremony. Pure: the same contest always gives the same feed.
 */

export const CLICS_VERSION = '2022-07';
export { clicsId, relativeTime };

export interface ClicsInput {
  data: BoardData;
  /** The real board, ranked (stars included, rank -1). */
  rows: ScoreboardRow[];
  /** Each submission's language. */
  languages: Map<number, string>;
  /** Each problem's time limit (ms) and test case count, by bank pid. */
  problemFacts: Map<number, { timeLimitMs: number; testDataCount: number }>;
  nowMs: number;
}

/** What each collection of the feed is written from, and where it writes. */
interface Feed extends ClicsInput {
  settings: BoardData['settings'];
  /** The board's teams: the real participants (virtual ones replayed the contest later). */
  teams: ScoreboardRow[];
  /** Each problem's Contest API id, by its display id. */
  problemIds: Map<string, string>;
  emit: (type: string, id: string | null, payload: unknown) => void;
}

const iso = (ms: number) => new Date(ms).toISOString();

export function clicsEventFeed(input: ClicsInput): string {
  const lines: string[] = [];
  let token = 0;
  const feed: Feed = {
    ...input,
    settings: input.data.settings,
    teams: input.rows.filter((row) => !row.isVirtual),
    problemIds: new Map(
      input.data.problems.map((problem) => [problem.displayId, clicsId(problem.displayId)]),
    ),
    emit: (type, id, payload) => {
      token += 1;
      lines.push(JSON.stringify({ type, id, data: payload, token: String(token) }));
    },
  };
  emitContest(feed);
  emitProblems(feed);
  emitTeams(feed);
  emitSubmissionsAndStates(feed);
  return `${lines.join('\n')}\n`;
}

/** The contest, the judgement types and the languages its submissions used. */
function emitContest({ settings, languages, emit }: Feed) {
  const startMs = Date.parse(settings.startTime);
  const endMs = Date.parse(settings.endTime);
  const freezeMs = freezeMsOf(settings);
  emit('contest', null, {
    id: String(settings.cid),
    name: settings.title,
    formal_name: settings.title,
    start_time: settings.startTime,
    duration: relativeTime(endMs - startMs),
    scoreboard_freeze_duration: freezeMs === null ? null : relativeTime(endMs - freezeMs),
    scoreboard_type: settings.type === CONTEST_TYPE.OI ? 'score' : 'pass-fail',
    penalty_time: 20,
  });
  emit('judgement-types', null, JUDGEMENT_TYPES);
  const languageNames = [...new Set(languages.values())].sort();
  emit(
    'languages',
    null,
    languageNames.map((name) => ({
      id: clicsId(name.toLowerCase()),
      name,
      entry_point_required: false,
      extensions: [],
    })),
  );
}

const freezeMsOf = (settings: BoardData['settings']) =>
  settings.sealRank && settings.sealRankTime ? Date.parse(settings.sealRankTime) : null;

function emitProblems({ data, problemFacts, problemIds, emit }: Feed) {
  emit(
    'problems',
    null,
    data.problems.map((problem, ordinal) => {
      const facts = problemFacts.get(problem.pid);
      return {
        id: problemIds.get(problem.displayId),
        label: problem.displayId,
        name: problem.displayTitle,
        ordinal,
        rgb: problem.color && /^#[0-9a-fA-F]{3}([0-9a-fA-F]{3})?$/.test(problem.color) ? problem.color : null,
        time_limit: (facts?.timeLimitMs ?? 1000) / 1000,
        test_data_count: facts?.testDataCount ?? 0,
      };
    }),
  );
}

/** The groups (participants, and the stars as unofficial), the schools as organizations, the teams. */
function emitTeams({ settings, teams, emit }: Feed) {
  const stars = new Set(settings.starAccount.map((name) => name.toLowerCase()));
  emit('groups', null, [
    { id: 'participants', name: 'Participants' },
    { id: 'observers', name: 'Unofficial' },
  ]);
  const schools = [
    ...new Set(teams.map((row) => row.school).filter((school): school is string => Boolean(school))),
  ];
  const organizationOf = new Map(schools.map((school, i) => [school, `org${i + 1}`]));
  emit(
    'organizations',
    null,
    schools.map((school) => ({ id: organizationOf.get(school), name: school, formal_name: school })),
  );
  emit(
    'teams',
    null,
    teams.map((row) => {
      const star = stars.has(row.username.toLowerCase());
      return {
        id: String(row.uid),
        label: String(row.uid),
        name: shownName(row, settings.rankShowName),
        display_name: shownName(row, settings.rankShowName),
        organization_id: row.school ? organizationOf.get(row.school) : null,
        group_ids: [star ? 'observers' : 'participants'],
        hidden: star,
      };
    }),
  );
}

/**
 * Every submission and its judgement in the order they were made, with the state changes (started, frozen)
 * where they happen; once the contest has ended, the end, the awards and the final state.
 */
function emitSubmissionsAndStates(feed: Feed) {
  const { settings, data, nowMs, emit } = feed;
  const startMs = Date.parse(settings.startTime);
  const endMs = Date.parse(settings.endTime);
  const freezeMs = freezeMsOf(settings);
  const state = {
    started: null as string | null,
    frozen: null as string | null,
    ended: null as string | null,
  };
  const emitState = (extra: Record<string, string | null> = {}) =>
    emit('state', null, { ...state, thawed: null, finalized: null, end_of_updates: null, ...extra });
  const passMoments = (ms: number) => {
    if (state.started === null && ms >= startMs) {
      state.started = settings.startTime;
      emitState();
    }
    if (freezeMs !== null && state.frozen === null && ms >= freezeMs) {
      state.frozen = iso(freezeMs);
      emitState();
    }
  };
  const records = [...data.recordsByUser.values()]
    .flat()
    .sort((a, b) => a.submitMs - b.submitMs || a.submissionId - b.submissionId);
  for (const record of records) {
    passMoments(record.submitMs);
    emitSubmission(feed, record);
  }
  passMoments(Math.min(nowMs, endMs));
  if (nowMs >= endMs) {
    state.ended = settings.endTime;
    emitState();
    emitAwards(feed);
    emitState({ finalized: iso(nowMs), end_of_updates: iso(nowMs) });
  }
}

function emitSubmission({ settings, languages, problemIds, emit }: Feed, record: BoardRecord) {
  const type = judgementTypeOf(record.status);
  const language = languages.get(record.submissionId) ?? 'unknown';
  const time = iso(record.submitMs);
  const contestTime = relativeTime(record.offsetSeconds * 1000);
  emit('submissions', String(record.submissionId), {
    id: String(record.submissionId),
    language_id: clicsId(language.toLowerCase()),
    problem_id: problemIds.get(record.displayId),
    team_id: String(record.uid),
    time,
    contest_time: contestTime,
    files: [],
  });
  if (type === undefined) return;
  emit('judgements', String(record.submissionId), {
    id: String(record.submissionId),
    submission_id: String(record.submissionId),
    judgement_type_id: type,
    start_time: time,
    start_contest_time: contestTime,
    end_time: type === null ? null : time,
    end_contest_time: type === null ? null : contestTime,
    ...(settings.type === CONTEST_TYPE.OI && type !== null ? { score: record.score ?? 0 } : {}),
    ...(record.runTime !== null && type !== null ? { max_run_time: record.runTime / 1000 } : {}),
  });
}

/** The winner, the medals of the board's awards and, in ACM, the first to solve each problem. */
function emitAwards({ settings, data, teams, problemIds, emit }: Feed) {
  const ranked = teams.filter((row) => row.rank > 0);
  const award = (id: string, citation: string, winners: ScoreboardRow[]) => {
    if (winners.length > 0)
      emit('awards', id, { id, citation, team_ids: winners.map((row) => String(row.uid)) });
  };
  award(
    'winner',
    'Contest winner',
    ranked.filter((row) => row.rank === 1 && hasSolved(row)),
  );
  const medals = new Map<string, ScoreboardRow[]>();
  for (const row of ranked)
    if (row.isWinAward && row.awardName)
      medals.set(row.awardName, [...(medals.get(row.awardName) ?? []), row]);
  for (const [name, winners] of medals) award(clicsId(name.toLowerCase()), name, winners);
  if (settings.type === CONTEST_TYPE.ACM)
    for (const problem of data.problems) {
      const firsts = (teams as AcmRankRow[]).filter(
        (row) => row.rank > 0 && row.submissionInfo[problem.displayId]?.isFirstAC,
      );
      award(
        `first-to-solve-${problemIds.get(problem.displayId)}`,
        `First to solve problem ${problem.displayId}`,
        firsts,
      );
    }
}

function hasSolved(row: ScoreboardRow) {
  return 'ac' in row ? row.ac > 0 : row.totalScore > 0;
}
