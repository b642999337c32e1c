import type { ScoreboardUser, ScrollBoardInfo, ScrollBoardSubmission } from '@judge/contract';
import type { BoardProblem, BoardSettings } from '../scoreboards/board-data.ts';
import type { BoardRecord } from '../scoreboards/board-record.ts';

const two = (n: number) => String(n).padStart(2, '0');

/**
 * A moment as the reference writes its scroll board's times, "yyyy/MM/dd HH:mm:ss": its app parses
 * exactly that. Written in UTC (the reference writes Beijing time); the app only subtracts and compares
 * them, so any one zone gives the same board.
 */
export function referenceTime(moment: string | number): string {
  const d = new Date(moment);
  const date = `${d.getUTCFullYear()}/${two(d.getUTCMonth() + 1)}/${two(d.getUTCDate())}`;
  return `${date} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}`;
}

/**
 * ContestScrollBoardInfoVO. Without a seal the app still needs a freeze moment: the end, before which
 * every counted submission was made, so nothing is hidden and the board starts final.
 */
export function scrollBoardInfo(settings: BoardSettings, problems: BoardProblem[]): ScrollBoardInfo {
  const sealStart = settings.sealRank && settings.sealRankTime ? settings.sealRankTime : settings.endTime;
  return {
    id: settings.cid,
    rankShowName: settings.rankShowName,
    problemCount: problems.length,
    balloonColor: Object.fromEntries(problems.map((problem) => [problem.displayId, problem.color])),
    startTime: referenceTime(settings.startTime),
    sealRankTime: referenceTime(sealStart),
    starUserList: settings.starAccount,
  };
}

/** ContestScrollBoardSubmissionVO, newest first as the reference lists them. */
export function scrollBoardSubmissions(
  records: BoardRecord[],
  users: Map<number, ScoreboardUser>,
): ScrollBoardSubmission[] {
  return records.toReversed().flatMap((record) => {
    const user = users.get(record.uid);
    if (!user) return [];
    return [
      {
        uid: String(user.uid),
        username: user.username,
        nickname: user.nickname,
        realname: user.realname,
        school: user.school,
        gender: user.gender,
        submitId: record.submissionId,
        status: record.status,
        submitTime: referenceTime(record.submitMs),
        displayId: record.displayId,
      },
    ];
  });
}
