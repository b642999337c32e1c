import type { ContestQuestionEntry } from '../community/facts.ts';
import { absoluteTime, relativeTime } from './clics-format.ts';
import { apiTeams } from './api-teams.ts';
import { readsEverything, type ContestScope } from './contest-scope.ts';
import { TYPE_ORDER, type LiveEvent } from './live-event.ts';

/**
 * Clarifications from the contest's announcements (the jury to everyone) and its Q&A: a team's question
 * goes to the jury; an answer by the jury (anyone who is not a team: the contest's admins) goes to the
 * asking team, one by a team comes from it. While the contest runs the public sees what every contestant
 * may (docs/api.md "Contest Q&A"): the announcements and the author's own threads; after the end, all.
 */
export function clarificationEvents(scope: ContestScope): LiveEvent[] {
  const notices = scope.notices.map((notice) =>
    clarification(scope, `notice-${notice.id}`, notice.gmtCreate, {
      from_team_id: null,
      to_team_id: null,
      reply_to_id: null,
      text: noticeText(notice.title, notice.content),
    }),
  );
  const askers = new Map(
    scope.questions.filter((entry) => entry.kind === 'question').map((entry) => [entry.id, entry.uid]),
  );
  const shown = scope.questions.filter((entry) => seesEntry(scope, entry, askers));
  const threads = shown.map((entry) => {
    // In a team contest a member writes for the team (docs/contest-teams.md).
    const fromTeam = scope.teamOfAccount(entry.uid);
    const asker = entry.questionId === null ? undefined : askers.get(entry.questionId);
    const toTeam = fromTeam === null && asker !== undefined ? scope.teamOfAccount(asker) : null;
    return clarification(scope, entryId(entry), entry.createdAt, {
      from_team_id: fromTeam,
      to_team_id: toTeam,
      reply_to_id: entry.questionId === null ? null : `question-${entry.questionId}`,
      text: entry.content,
    });
  });
  return [...notices, ...threads, ...teamMessages(scope)];
}

/**
 * The jury's messages to one team (admin_clar with `to_team_ids`): private to the team, so the public reads them
 * as it reads the teams' threads, after the end; one to a team no longer on the board is left out.
 */
function teamMessages(scope: ContestScope): LiveEvent[] {
  if (!readsEverything(scope.reader) && scope.nowMs < scope.endMs) return [];
  const teams = new Set(apiTeams(scope).map((team) => team.id));
  return scope.juryMessages
    .filter((message) => teams.has(message.teamId))
    .map((message) =>
      clarification(scope, `message-${message.id}`, message.createdAt, {
        from_team_id: null,
        to_team_id: message.teamId,
        reply_to_id: null,
        problem_id: message.problemId,
        text: message.text,
      }),
    );
}

/** An announcement as one clarification's text: its title, then its content unless the content is the title. */
export const noticeText = (title: string, content: string) =>
  content.trim() === title.trim() ? content : `${title}\n\n${content}`;

const entryId = (entry: ContestQuestionEntry) => `${entry.kind}-${entry.id}`;

function seesEntry(scope: ContestScope, entry: ContestQuestionEntry, askers: Map<number, number>) {
  if (readsEverything(scope.reader) || scope.nowMs >= scope.endMs) return true;
  // The author's own threads, written by the author: a contest admin's, which every contestant is shown.
  const threadOwner = entry.questionId === null ? entry.uid : askers.get(entry.questionId);
  return threadOwner === scope.settings.uid && entry.uid === scope.settings.uid;
}

function clarification(
  scope: ContestScope,
  ownId: string,
  moment: string,
  fields: Record<string, string | null>,
): LiveEvent {
  // A clarification a client PUT is shown under the id it chose (admin_clar).
  const id = scope.clarificationNames.get(ownId) ?? ownId;
  const madeMs = Date.parse(moment);
  const data = {
    id,
    problem_id: null,
    ...fields,
    time: absoluteTime(madeMs),
    contest_time: relativeTime(madeMs - scope.startMs),
  };
  const atMs = scope.placedMs('clarifications', ownId, madeMs);
  return { type: 'clarifications', id, data, atMs, order: TYPE_ORDER.clarifications, phase: 0 };
}
