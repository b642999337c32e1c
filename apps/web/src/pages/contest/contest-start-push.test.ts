import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { ContestProblemRow } from '@judge/contract';
import {
  applyContestStart,
  contestProblemListKey,
  listStaleTime,
  noteStart,
  PUSHED_LIST_FRESH_MS,
  pushWaitLeftMs,
  START_PUSH_WAIT_MS,
} from './contest-start-push';
import { ContestStatus } from './contest-time';

const row: ContestProblemRow = {
  id: 1,
  cid: 7,
  pid: 3,
  displayId: 'A',
  displayTitle: 'A + B',
  color: null,
  ac: 0,
  total: 0,
  myStatus: -10,
  score: null,
};

describe("a contest's start pushed with the list", () => {
  it('fills the list query as an answer would, fresh a while, where an asked list is stale at once', () => {
    const client = new QueryClient();
    applyContestStart(client, { kind: 'contest-started', cid: 7, problems: [row] });
    expect(client.getQueryData(contestProblemListKey(7))).toEqual([row]);
    expect(client.getQueryData(contestProblemListKey(8))).toBeUndefined();
    const pushed = client.getQueryCache().find({ queryKey: contestProblemListKey(7) })!;
    expect(listStaleTime(pushed as never)).toBe(PUSHED_LIST_FRESH_MS);

    client.setQueryData(contestProblemListKey(7), [{ ...row, ac: 1 }]);
    expect(listStaleTime(pushed as never)).toBe(0);
  });

  it('takes no other event', () => {
    const client = new QueryClient();
    applyContestStart(client, { kind: 'resync' });
    expect(client.getQueryCache().getAll()).toEqual([]);
  });
});

describe('the wait for the pushed list', () => {
  it('holds a tab for a while after this page saw the contest turn running, never on a page opened after zero', () => {
    noteStart(21, ContestStatus.SCHEDULED, 1_000);
    expect(pushWaitLeftMs(21, 1_500)).toBe(0);
    noteStart(21, ContestStatus.RUNNING, 5_000);
    noteStart(21, ContestStatus.RUNNING, 5_900);
    expect(pushWaitLeftMs(21, 5_500)).toBe(START_PUSH_WAIT_MS - 500);
    expect(pushWaitLeftMs(21, 5_000 + START_PUSH_WAIT_MS)).toBe(0);

    noteStart(22, ContestStatus.RUNNING, 5_000);
    expect(pushWaitLeftMs(22, 5_000)).toBe(0);
  });
});
