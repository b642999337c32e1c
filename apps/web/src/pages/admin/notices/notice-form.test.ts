import { describe, expect, it } from 'vitest';
import type { SysNotice } from '@judge/contract';
import { noticeBodyOf, noticeFormValues, pushNowBody, splitNames } from './notice-form';

const row: SysNotice = {
  id: 7,
  title: 'Exam',
  content: '**Friday**',
  type: 'Designated',
  recipients: ['ann', 'bob'],
  pushed: 0,
  state: false,
  delivered: 0,
  uid: 1,
  username: 'root',
  gmtCreate: '2026-01-01T00:00:00.000Z',
  gmtModified: '2026-01-01T00:00:00.000Z',
};

describe('notice form', () => {
  it('splits pasted usernames at spaces and commas, once each', () => {
    expect(splitNames(['ann, bob', 'carl', 'bob，dan\teve'])).toEqual(['ann', 'bob', 'carl', 'dan', 'eve']);
    expect(splitNames([' , '])).toEqual([]);
  });

  it('starts a new notice for all users, not pushed, and an existing one from its row', () => {
    expect(noticeFormValues(null)).toEqual({
      title: '',
      content: '',
      type: 'All',
      recipients: [],
      push: false,
    });
    expect(noticeFormValues(row)).toMatchObject({
      title: 'Exam',
      type: 'Designated',
      recipients: ['ann', 'bob'],
    });
  });

  it('sends usernames only for a Designated notice and trims the title', () => {
    const values = { ...noticeFormValues(row), title: '  Exam  ', push: true };
    expect(noticeBodyOf(values)).toEqual({
      title: 'Exam',
      content: '**Friday**',
      type: 'Designated',
      recipients: ['ann', 'bob'],
      push: true,
    });
    expect(noticeBodyOf({ ...values, type: 'All' }).recipients).toEqual([]);
  });

  it('pushes a stored notice as it is', () => {
    expect(pushNowBody(row)).toEqual({ ...noticeBodyOf(noticeFormValues(row)), id: 7, push: true });
  });
});
