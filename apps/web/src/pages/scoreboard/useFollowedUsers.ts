import { useMemo, useState } from 'react';
import { readFollowed, toggledFollowed, writeFollowed } from './followed-users';

/** The followed users of one contest's board, kept in localStorage (followed-users.ts). */
export function useFollowedUsers(contestId: number) {
  const [uids, setUids] = useState(() => readFollowed(contestId));
  const set = useMemo(() => new Set(uids), [uids]);
  const toggle = (uid: number) => {
    const next = toggledFollowed(uids, uid);
    writeFollowed(contestId, next);
    setUids(next);
  };
  return { uids, set, toggle };
}
