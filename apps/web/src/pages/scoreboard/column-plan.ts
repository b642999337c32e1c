import { CONTEST_TYPE } from '@judge/contract';

/**
 * Which columns a board has, in order, and how wide (spec 2 §2.5): rank and user (fixed on the left, so a
 * phone scrolls the rest under them), the real name for contest admins, the rule's totals (ACM: solved and
 * penalty; OI: total score), then one column per problem. Pure; the table gives each kind its renderer.
 */
export type ColumnPlan =
  | { kind: 'rank'; key: 'rank'; width: number; fixed: true }
  | { kind: 'user'; key: 'user'; width: number; fixed: true }
  | { kind: 'realname'; key: 'realname'; width: number }
  | { kind: 'solved'; key: 'solved'; width: number }
  | { kind: 'penalty'; key: 'penalty'; width: number }
  | { kind: 'score'; key: 'score'; width: number }
  | { kind: 'problem'; key: `problem-${string}`; displayId: string; width: number };

export interface ColumnPlanOptions {
  type: number;
  displayIds: string[];
  /** Contest admins get the real name column (the server sends real names to them only). */
  showRealname: boolean;
  /** Under 768 px: narrower fixed columns so the problems keep room. */
  compact: boolean;
  /** The projected outside board's large text needs wider cells. */
  large?: boolean;
}

export function planColumns({ type, displayIds, showRealname, compact, large = false }: ColumnPlanOptions) {
  const scale = large ? 1.4 : 1;
  const size = (width: number) => Math.round(width * scale);
  const columns: ColumnPlan[] = [
    { kind: 'rank', key: 'rank', width: size(compact ? 52 : 72), fixed: true },
    { kind: 'user', key: 'user', width: size(compact ? 132 : 240), fixed: true },
  ];
  if (showRealname) columns.push({ kind: 'realname', key: 'realname', width: size(110) });
  if (type === CONTEST_TYPE.OI) {
    columns.push({ kind: 'score', key: 'score', width: size(90) });
  } else {
    columns.push({ kind: 'solved', key: 'solved', width: size(60) });
    columns.push({ kind: 'penalty', key: 'penalty', width: size(80) });
  }
  for (const displayId of displayIds)
    columns.push({ kind: 'problem', key: `problem-${displayId}`, displayId, width: size(88) });
  return columns;
}
