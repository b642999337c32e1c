import { describe, expect, it } from 'vitest';
import { selectedNavKey, totalUnread } from './navigation';

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
