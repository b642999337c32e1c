import { JudgeStatus, type ScoreboardUser } from '@judge/contract';
import type { BoardRecord } from './board-record.ts';

/** Test helpers: users and records of a contest that started at START (epoch ms). */
export const START = Date.parse('2026-05-01T08:00:00.000Z');
export const MINUTE = 60_000;

export const user = (uid: number, username = `user${uid}`): ScoreboardUser => ({
  uid,
  username,
  nickname: null,
  realname: null,
  school: null,
  gender: 'male',
  avatar: null,
});

let nextId = 1;
/** A record `seconds` after the start. */
export function record(
  uid: number,
  displayId: string,
  seconds: number,
  status: number = JudgeStatus.ACCEPTED,
  extra: Partial<BoardRecord> = {},
): BoardRecord {
  return {
    submissionId: nextId++,
    uid,
    displayId,
    status,
    score: status === JudgeStatus.ACCEPTED ? 100 : 0,
    runTime: 10,
    submitMs: START + seconds * 1000,
    offsetSeconds: seconds,
    ...extra,
  };
}

/** Records grouped by user, each user's in time order. */
export function byUser(records: BoardRecord[]) {
  const map = new Map<number, BoardRecord[]>();
  for (const r of [...records].sort((a, b) => a.submitMs - b.submitMs)) {
    const list = map.get(r.uid) ?? [];
    list.push(r);
    map.set(r.uid, list);
  }
  return map;
}

export const usersOf = (...uids: number[]) => new Map(uids.map((uid) => [uid, user(uid)]));
