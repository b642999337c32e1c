/** The teacher's student pages (spec 3 "student (teacher)" and user/judge/log). */
export const studentPaths = {
  list: () => '/admin/student',
  judgeLog: (uid: number, username?: string) =>
    `/admin/student/${uid}/judge-log${username ? `?username=${encodeURIComponent(username)}` : ''}`,
};

/** Where a submission was made, as the judge log's "Where" column names it. */
export const placeOf = (row: { cid: number; gid: number | null }) =>
  row.cid > 0
    ? ({ key: 'contest', id: row.cid } as const)
    : row.gid !== null
      ? ({ key: 'group', id: row.gid } as const)
      : ({ key: 'bank', id: 0 } as const);
