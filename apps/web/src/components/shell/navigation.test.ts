import { describe, expect, it } from 'vitest';
import { newSince, selectedNavKey, totalUnread } from './navigation';

describe('selectedNavKey', () => {
  it('highlights status for submission details and discussion for discussion details', () => {
    expect(selectedNavKey('/submission-detail/12')).toBe('/status');
    expect(selectedNavKey('/discussion-detail/3')).toBe('/discussion');
  });
  it('uses the first path segment otherwise', () => {
    expect(selectedNavKey('/problem/1001')).toBe('/problem');
    expect(selectedNavKey('/contest')).toBe('/contest');
    expect(selectedNavKey('/')).toBe('/home');
  });
  it('sums unread counts', () => {
    expect(totalUnread({ comment: 1, reply: 2, like: 3, sys: 4, mine: 5 })).toBe(15);
  });
});

describe('the new-messages notice', () => {
  it('counts what came since the last poll: nothing on the first count or after reading', () => {
    expect(newSince(null, 4)).toBe(0);
    expect(newSince(4, 6)).toBe(2);
    expect(newSince(6, 1)).toBe(0);
    expect(newSince(3, 3)).toBe(0);
  });
});
