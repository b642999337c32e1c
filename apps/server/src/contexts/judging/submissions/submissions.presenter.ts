import { JudgeStatus, type SubmissionRow } from '@judge/contract';

/** A stored submission as every submission list shows it (the site's, a contest's, a class's). */
export function presentRow(row: {
  id: number;
  pid: number;
  displayPid: string;
  title: string;
  problemType: number;
  status: number;
  score: number | null;
  oiRankScore: number | null;
  time: number | null;
  memory: number | null;
  length: number;
  language: string;
  username: string;
  uid: number;
  createdAt: string;
  isManual: number;
  judger: string | null;
  cid: number;
  gid: number | null;
  share: number;
}): SubmissionRow {
  return {
    submitId: row.id,
    pid: row.pid,
    displayPid: row.displayPid,
    title: row.title,
    problemType: row.problemType,
    status: row.status,
    score: row.score,
    oiRankScore: row.oiRankScore,
    time: row.time,
    memory: row.memory,
    length: row.length,
    language: row.language,
    username: row.username,
    uid: row.uid,
    submitTime: row.createdAt,
    isManual: row.isManual === 1,
    judger: row.judger,
    cid: row.cid,
    gid: row.gid,
    share: row.share === 1,
  };
}

/**
 * A row whose result the viewer may not see yet (a contest's seal, an OI contest before its end): 'Submitted
 * successfully' (-5) and nothing of the result. The contests decide when; this is how a withheld result reads.
 */
export function hideResult<T extends { status: number; score: number | null }>(
  row: T & { oiRankScore?: number | null; time?: number | null; memory?: number | null },
): T {
  return {
    ...row,
    status: JudgeStatus.SUBMITTED_UNKNOWN,
    score: null,
    oiRankScore: null,
    time: null,
    memory: null,
  };
}
