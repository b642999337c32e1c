import { describe, expect, it } from 'vitest';
import { placeOf, studentPaths } from './student-paths';

describe('the teacher student pages', () => {
  it('names where a submission was made: a contest first, else a group, else the problem set', () => {
    expect(placeOf({ cid: 3, gid: 7 })).toEqual({ key: 'contest', id: 3 });
    expect(placeOf({ cid: 0, gid: 7 })).toEqual({ key: 'group', id: 7 });
    expect(placeOf({ cid: 0, gid: null })).toEqual({ key: 'bank', id: 0 });
  });

  it("links a student's judge log with their name for the page's title", () => {
    expect(studentPaths.judgeLog(5, 'ada lovelace')).toBe(
      '/admin/student/5/judge-log?username=ada%20lovelace',
    );
    expect(studentPaths.judgeLog(5)).toBe('/admin/student/5/judge-log');
  });
});
