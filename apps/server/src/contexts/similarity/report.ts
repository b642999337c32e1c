import {
  SIMILARITY_CLUSTER_MIN,
  type SimilarityCheckView,
  type SimilarityCluster,
  type SimilarityPairRow,
  type SimilarityPairStatus,
  type SimilarityScope,
  type SimilarityCheckStatus,
} from '@judge/contract';
import type { SubmissionAuthor } from '../judging/facts.ts';
import type { SimilarityRepo, StoredPair } from './similarity.repo.ts';

type CheckRow = Awaited<ReturnType<SimilarityRepo['checksOf']>>[number];

/** A stored check as the contract shows it (the base code itself stays out; only whether there is one). */
export const presentCheck = (row: CheckRow): SimilarityCheckView => ({
  id: row.id,
  scope: row.scope as SimilarityScope,
  scopeId: row.scopeId,
  status: row.status as SimilarityCheckStatus,
  progressDone: row.progressDone,
  progressTotal: row.progressTotal,
  threshold: row.threshold,
  allSubmissions: row.allSubmissions === 1,
  hasBaseCode: row.baseCode.length > 0,
  error: row.error,
  createdBy: row.createdByName ?? '',
  pairCount: Number(row.pairCount ?? 0),
  gmtCreate: row.gmtCreate,
  gmtModified: row.gmtModified,
});

/** A stored pair with both sides' authors, as the judging context tells them (a removed submission's are absent). */
export interface PairRow extends StoredPair {
  left?: SubmissionAuthor;
  right?: SubmissionAuthor;
}

/** A removed submission keeps its id; its author and language read as empty. */
export const presentPair = (row: PairRow): SimilarityPairRow => ({
  id: row.id,
  pid: row.pid,
  problem: row.left?.displayPid ?? row.right?.displayPid ?? String(row.pid),
  left: {
    submissionId: row.leftSubmissionId,
    uid: row.left?.uid ?? 0,
    username: row.left?.username ?? '',
    language: row.left?.language ?? '',
    similarity: row.leftSimilarity,
  },
  right: {
    submissionId: row.rightSubmissionId,
    uid: row.right?.uid ?? 0,
    username: row.right?.username ?? '',
    language: row.right?.language ?? '',
    similarity: row.rightSimilarity,
  },
  score: row.score,
  status: row.status as SimilarityPairStatus,
  note: row.note,
});

/** Union-find over usernames, one problem at a time. */
function componentsOf(pairs: SimilarityPairRow[]) {
  const parent = new Map<string, string>();
  const find = (name: string): string => {
    const up = parent.get(name) ?? name;
    if (up === name) return name;
    const root = find(up);
    parent.set(name, root);
    return root;
  };
  for (const pair of pairs) parent.set(find(pair.left.username), find(pair.right.username));
  const groups = new Map<string, { usernames: Set<string>; pairIds: number[] }>();
  for (const pair of pairs) {
    const root = find(pair.left.username);
    const group = groups.get(root) ?? { usernames: new Set<string>(), pairIds: [] };
    group.usernames.add(pair.left.username).add(pair.right.username);
    group.pairIds.push(pair.id);
    groups.set(root, group);
  }
  return [...groups.values()];
}

/**
 * Clusters: three or more users of one problem linked by the report's pairs (a chain of copies, or one
 * source shared around), largest first. A cleared pair no longer links.
 */
export function clustersOf(pairs: SimilarityPairRow[]): SimilarityCluster[] {
  const linking = pairs.filter((pair) => pair.status !== 'cleared');
  const problems = [...new Set(linking.map((pair) => pair.pid))];
  return problems
    .flatMap((pid) => {
      const ofProblem = linking.filter((pair) => pair.pid === pid);
      return componentsOf(ofProblem)
        .filter((component) => component.usernames.size >= SIMILARITY_CLUSTER_MIN)
        .map((component) => ({
          pid,
          problem: ofProblem[0].problem,
          usernames: [...component.usernames].sort(),
          pairIds: component.pairIds,
        }));
    })
    .sort((a, b) => b.usernames.length - a.usernames.length || a.pid - b.pid);
}
