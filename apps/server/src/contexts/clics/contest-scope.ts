import { CONTEST_AUTH, type ScoreboardRow } from '@judge/contract';
import type { ContestQuestionEntry } from '../community/facts.ts';
import { blindUntilEnd, boardEndMs, type TeamRoster } from '../contests/facts.ts';
import type { ContestJudgeCase } from '../judging/facts.ts';
import { clicsId } from './clics-format.ts';
import { freezeMsOf } from './contest-object.ts';
import type { ContestNotice, ContestRecord } from './clics-source.ts';
import type { JuryMessage } from './jury-messages.repo.ts';
import type { WrittenAward } from './awards.repo.ts';
import type { ContestThaw } from './thaws.repo.ts';
import type { ImageFacts } from './image-facts.ts';
import { backdatedKey, type BackdatedKind } from './backdated.repo.ts';

/**
 * Who reads: a contest admin sees everything and may write; an analyst (a Contest API account, docs/clics.md "API
 * accounts") sees what an admin sees and writes nothing; the public what the seal and the Q&A rules let through;
 * a proxy (a shared team proxy's API account) reads what the public reads and posts for the teams it names.
 */
export type ReaderKind = 'admin' | 'analyst' | 'proxy' | 'public';

/** The admin and the analyst read everything, through the freeze; the public and a proxy what the public may. */
export const readsEverything = (reader: ReaderKind) => reader === 'admin' || reader === 'analyst';

/**
 * One contest as one reader sees it, at one moment: what every mapper of the Contest API reads. Built once
 * per request from the contests context's record; pure from here on.
 */
export interface ContestScope {
  reader: ReaderKind;
  record: ContestRecord;
  settings: ContestRecord['board']['settings'];
  nowMs: number;
  startMs: number;
  /** When the contest ended for everyone: its end, or the last own window's close when one outlasts it. */
  endMs: number;
  /** When the board froze (the seal), if it has a freeze. */
  freezeMs: number | null;
  /** Results of submissions made at or after this moment are hidden from this reader (null: none). */
  hiddenFromMs: number | null;
  /** When the hidden results came out to the public (the seal lifted at the end), if they have. */
  thawMs: number | null;
  /**
   * From when this reader has seen a submission's result: at once for an admin; for the public, a result
   * the freeze (or an OI contest's blindness) hid comes out at the thaw (the end), so a reconnecting client
   * is sent it after the token it holds.
   */
  resultShownFromMs: (submitMs: number) => number;
  /** The board's rows this reader sees, contest participants only (virtual runs came later). */
  rows: ScoreboardRow[];
  /** Each problem's Contest API id, by display id. */
  problemIds: Map<string, string>;
  /** The board's row keys of the teams (a user's uid; a team contest's team's negative id), as numbers. */
  teamUids: Set<number>;
  /** A team contest's teams, members and schools (docs/contest-teams.md); null: every account is a team of one. */
  roster: TeamRoster | null;
  /** A board row's team as the API names it: the team's own id in a team contest, else the account's. */
  teamIdOf: (rowKey: number) => string;
  /** The team an account plays for on this board, as the API names it (null: none). */
  teamOfAccount: (uid: number) => string | null;
  submissionFacts: Map<number, { language: string; updatedMs: number }>;
  notices: ContestNotice[];
  questions: ContestQuestionEntry[];
  languageNames: string[];
  /** Each submission's test case results, in case order (read only for the runs and the event feed). */
  judgeCases: Map<number, ContestJudgeCase[]>;
  /** The contest's Contest API accounts (admins and analysts see them among the accounts). */
  apiAccounts: { id: number; username: string; role: string }[];
  /** The ids clients chose for clarifications they PUT, by the clarification's id here (`notice-3`). */
  clarificationNames: Map<string, string>;
  /** The ids clients chose for submissions they PUT, by the submission's id here. */
  submissionNames: Map<number, string>;
  /** The jury's clarifications to one team (admin_clar with `to_team_ids`). */
  juryMessages: JuryMessage[];
  /** The awards the contest's admins wrote (award-writes.ts), beside the computed ones. */
  writtenAwards: WrittenAward[];
  /** The contest's thaw through the API (contest-control.ts): carried out, or set for later. */
  thaw: ContestThaw | null;
  /** The schools' logos' type and size, by their public path (those a file reference can name). */
  logos: Map<string, ImageFacts>;
  /**
   * Where the feed places an object's event: when it is dated, or, for one a client dated earlier than it was
   * written (a forwarded submission or clarification), when it was written. The feed's order is the order its
   * events were written, so a client holding a later token (or a webhook's cursor) is still sent it.
   */
  placedMs: (kind: BackdatedKind, ownId: string, datedMs: number) => number;
}

export function contestScope(options: {
  reader: ReaderKind;
  record: ContestRecord;
  notices: ContestNotice[];
  questions: ContestQuestionEntry[];
  languageNames: string[];
  judgeCases?: ContestJudgeCase[];
  clarificationNames?: Map<string, string>;
  submissionNames?: Map<number, string>;
  juryMessages?: JuryMessage[];
  writtenAwards?: WrittenAward[];
  thaw?: ContestThaw | null;
  logos?: Map<string, ImageFacts>;
  apiAccounts?: ContestScope['apiAccounts'];
  roster?: TeamRoster | null;
  backdated?: Map<string, number>;
}): ContestScope {
  const { record, reader } = options;
  const { settings } = record.board;
  // The contest ends for the API when the last contestant's time does: an own window past the end is extra time
  // (docs/contest-rules.md "Own time windows"), and the board stays sealed until it closes.
  const endMs = boardEndMs(settings);
  const freezeMs = freezeMsOf(settings);
  const hiddenFromMs = readsEverything(reader) ? null : record.publicHiddenFromMs;
  const rows = (readsEverything(reader) ? record.realRows : record.publicRows).filter(
    (row) => !row.isVirtual,
  );
  const thawMs = thawOf(freezeMs, endMs, record.publicHiddenFromMs, record.nowMs, options.thaw ?? null);
  // The seal policy's rule (board-visibility.ts): OI and Ledo hide every result until the end, IOI none.
  const hiddenUntilEnd = (submitMs: number) =>
    blindUntilEnd(settings) || (freezeMs !== null && submitMs >= freezeMs);
  const teamUids = new Set(rows.map((row) => row.uid));
  const roster = options.roster ?? null;
  const rowKeyOfAccount = accountRowKeys(roster);
  const backdated = options.backdated ?? new Map<string, number>();
  return {
    ...options,
    roster,
    teamIdOf,
    teamOfAccount: (uid) => {
      const key = rowKeyOfAccount(uid);
      return key !== undefined && teamUids.has(key) ? teamIdOf(key) : null;
    },
    settings,
    nowMs: record.nowMs,
    startMs: Date.parse(settings.startTime),
    endMs,
    freezeMs,
    hiddenFromMs,
    thawMs,
    resultShownFromMs: (submitMs) =>
      !readsEverything(reader) && hiddenUntilEnd(submitMs) ? (thawMs ?? endMs) : submitMs,
    rows,
    problemIds: new Map(
      record.board.problems.map((problem) => [problem.displayId, clicsId(problem.displayId)]),
    ),
    teamUids,
    judgeCases: casesBySubmission(options.judgeCases ?? []),
    clarificationNames: options.clarificationNames ?? new Map(),
    submissionNames: options.submissionNames ?? new Map(),
    juryMessages: options.juryMessages ?? [],
    writtenAwards: options.writtenAwards ?? [],
    thaw: options.thaw ?? null,
    logos: options.logos ?? new Map(),
    apiAccounts: options.apiAccounts ?? [],
    placedMs: (kind, ownId, datedMs) =>
      Math.max(datedMs, backdated.get(backdatedKey(kind, ownId)) ?? datedMs),
    submissionFacts: new Map(
      record.submissions.map((row) => [
        row.id,
        { language: row.language, updatedMs: Date.parse(row.updatedAt) },
      ]),
    ),
  };
}

/** A team's row key is the negative of its id (contest-teams' teamRowKey); the API names it by its id. */
const teamIdOf = (rowKey: number) => String(Math.abs(rowKey));

/** The row an account's results go to: its team's in a team contest (none outside a team), else its own. */
function accountRowKeys(roster: TeamRoster | null): (uid: number) => number | undefined {
  if (!roster) return (uid) => uid;
  const keys = new Map(roster.teams.flatMap((team) => team.members.map((member) => [member.uid, -team.id])));
  return (uid) => keys.get(uid);
}

/**
 * The seal lifts at the end (autoRealRank), or when a thaw through the API lifted it (a PATCH, at once or at the
 * time it set); one that still holds after the end has not thawed.
 */
function thawOf(
  freezeMs: number | null,
  endMs: number,
  publicHiddenFromMs: number | null,
  nowMs: number,
  thaw: ContestThaw | null,
) {
  if (freezeMs === null || nowMs < endMs || publicHiddenFromMs !== null) return null;
  return thaw?.applied ? Math.max(endMs, Date.parse(thaw.thawAt)) : endMs;
}

/** A contest anyone may read through the Contest API: visible, open to all, the public site's. */
export const isPublicContest = (settings: ContestScope['settings']) =>
  settings.visible && settings.auth === CONTEST_AUTH.PUBLIC && settings.gid === null;

function casesBySubmission(cases: ContestJudgeCase[]) {
  const bySubmission = new Map<number, ContestJudgeCase[]>();
  for (const judgeCase of cases) {
    const list = bySubmission.get(judgeCase.submissionId);
    if (list) list.push(judgeCase);
    else bySubmission.set(judgeCase.submissionId, [judgeCase]);
  }
  return bySubmission;
}
