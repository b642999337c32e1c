import { JudgeStatus, type TrainingRankCell, type TrainingRankRow } from '@judge/contract';

/** One user's standing on one problem of the training, as the rank's query reads it. */
export interface RankRecord {
  uid: number;
  username: string;
  nickname: string | null;
  realname: string | null;
  avatar: string | null;
  gender: string;
  school: string | null;
  /** The problem's id in the training (the bank's problemId). */
  problemId: string;
  solved: boolean;
  /** The shortest accepted run (ms), when solved. */
  bestTime: number | null;
  /** The best accepted score, when solved. */
  acScore: number | null;
  /** The latest judged submission's verdict and score. */
  lastStatus: number;
  lastScore: number | null;
}

function cellOf(record: RankRecord): TrainingRankCell {
  return record.solved
    ? { status: JudgeStatus.ACCEPTED, isAC: true, runTime: record.bestTime ?? 0, score: record.acScore }
    : { status: record.lastStatus, isAC: false, runTime: null, score: record.lastScore };
}

/**
 * The training rank (spec 2 §3 "Training rank row"; the reference's order): one row per user with their
 * cells, most problems solved first, then the smallest sum of the shortest accepted runs; rows equal on
 * both share a rank (1, 1, 3). Real names only when `showRealName` (the training's admins, or a training
 * that shows real names).
 */
export function buildTrainingRank(records: RankRecord[], showRealName: boolean): TrainingRankRow[] {
  const rows = new Map<number, TrainingRankRow>();
  for (const record of records) {
    let row = rows.get(record.uid);
    if (!row) {
      row = {
        rank: 0,
        uid: record.uid,
        username: record.username,
        nickname: record.nickname,
        realname: showRealName ? record.realname : null,
        avatar: record.avatar,
        gender: record.gender,
        school: record.school,
        ac: 0,
        totalRunTime: 0,
        submissionInfo: {},
      };
      rows.set(record.uid, row);
    }
    const cell = cellOf(record);
    row.submissionInfo[record.problemId] = cell;
    if (cell.isAC) {
      row.ac += 1;
      row.totalRunTime += cell.runTime ?? 0;
    }
  }
  const ordered = [...rows.values()].sort(
    (a, b) => b.ac - a.ac || a.totalRunTime - b.totalRunTime || a.uid - b.uid,
  );
  ordered.forEach((row, index) => {
    const previous = ordered[index - 1];
    const tied = previous && previous.ac === row.ac && previous.totalRunTime === row.totalRunTime;
    row.rank = tied ? previous.rank : index + 1;
  });
  return ordered;
}

/** The rank's search: username, nickname or school, and the real name when it is shown. */
export function matchesKeyword(row: TrainingRankRow, keyword: string): boolean {
  const wanted = keyword.toLowerCase();
  return [row.username, row.nickname, row.school, row.realname].some(
    (text) => text !== null && text.toLowerCase().includes(wanted),
  );
}
