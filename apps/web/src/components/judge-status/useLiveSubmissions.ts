import { useEffect, useMemo, useState } from 'react';
import type { SubmissionRow } from '@judge/contract';
import { submissionsApi, type SubmissionStatus } from '../../api/submissions';
import { isInProgress, SUBMISSION_POLL_MAX_CHECKS, SUBMISSION_POLL_MS } from './polling';
import { usePushedPolling } from './usePushedPolling';
import { useSession } from '../../state/session';

export type LiveSubmissionRow = SubmissionRow & { progressDone?: number; progressTotal?: number };

/**
 * Rows of a list with their in-progress statuses kept current (spec 1-core §4.2 step 6): the rows
 * still Pending, Compiling or Judging are checked every 2 s, at most 300 times, until none remain.
 * `onSettled` runs when a row reaches its verdict.
 */
export function useLiveSubmissions(
  rows: SubmissionRow[] | undefined,
  onSettled?: () => void,
  /** Where the statuses come from: the contest's own call for contest rows. */
  check: (submitIds: number[]) => Promise<Record<string, SubmissionStatus>> = submissionsApi.statuses,
): LiveSubmissionRow[] {
  const [updates, setUpdates] = useState<{
    rows: SubmissionRow[] | undefined;
    byId: Record<number, SubmissionStatus>;
  }>({
    rows,
    byId: {},
  });
  // A new page of rows (or a refetch) starts from what the server just said.
  const byId = updates.rows === rows ? updates.byId : {};
  useEffect(() => {
    setUpdates({ rows, byId: {} });
  }, [rows]);

  const live = useMemo(
    () => (rows ?? []).map((row) => (byId[row.submitId] ? { ...row, ...byId[row.submitId] } : row)),
    [rows, byId],
  );
  const pending = live.filter((row) => isInProgress(row.status));
  const pendingIds = pending.map((row) => row.submitId);
  const uid = useSession().user?.uid;
  /** Shows statuses (checked or pushed); answers whether any of them is still being judged. */
  const show = (statuses: Record<string, SubmissionStatus>) => {
    const settled = Object.values(statuses).some((status) => !isInProgress(status.status));
    setUpdates((previous) => ({ rows: previous.rows, byId: { ...previous.byId, ...statuses } }));
    if (settled) onSettled?.();
    return Object.values(statuses).some((status) => isInProgress(status.status));
  };

  usePushedPolling(
    pendingIds.length > 0,
    (rows ?? []).map((row) => row.submitId).join(','),
    {
      intervalMs: SUBMISSION_POLL_MS,
      maxChecks: SUBMISSION_POLL_MAX_CHECKS,
      check: async () => show(await check(pendingIds)),
    },
    {
      matches: (event) => event.kind === 'submission' && pendingIds.includes(event.submitId),
      // Pushed only when every row still judged is the caller's own: others' progress is not sent to them.
      pushable: uid !== undefined && pending.every((row) => row.uid === uid),
      // A pushed status is shown as a checked one is (a replayed event of a row already judged changes nothing).
      apply: (status) => {
        const others = pendingIds.some((id) => id !== status.submitId);
        const shown = byId[status.submitId]?.status;
        if (shown !== undefined && !isInProgress(shown)) return others;
        return show({ [status.submitId]: status }) || others;
      },
    },
  );
  return live;
}
