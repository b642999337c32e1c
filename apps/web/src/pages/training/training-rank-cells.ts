import { JudgeStatus, type TrainingRankCell } from '@judge/contract';

/** A run time in ms as the rank shows it: ms under a second, seconds with two decimals above. */
export function formatRunTime(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(2)} s`;
}

/** The cell's colour: green once accepted, red for a judged failure, none for an empty cell. */
export function cellTone(cell: TrainingRankCell | undefined): 'accepted' | 'failed' | 'empty' {
  if (!cell) return 'empty';
  return cell.isAC || cell.status === JudgeStatus.ACCEPTED ? 'accepted' : 'failed';
}

/** The name a rank row goes by: the training's choice (spec 2 §3 rankShowName), the username when it is empty. */
export function shownName(
  row: { username: string; nickname: string | null; realname: string | null },
  rankShowName: 'username' | 'nickname' | 'realname',
): string {
  if (rankShowName === 'nickname') return row.nickname || row.username;
  if (rankShowName === 'realname') return row.realname || row.username;
  return row.username;
}
