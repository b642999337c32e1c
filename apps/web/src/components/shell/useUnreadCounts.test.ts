import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { applyUnreadEvent } from './useUnreadCounts';

describe('applyUnreadEvent', () => {
  it('shows the counts a pushed event carries without asking, and asks again after a resync', () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const counts = { comment: 1, reply: 2, like: 3, sys: 0, mine: 4 };
    applyUnreadEvent(queryClient, 'token-1', { kind: 'unread', counts });
    expect(queryClient.getQueryData(['unread', 'token-1'])).toEqual(counts);
    expect(invalidate).not.toHaveBeenCalled();
    applyUnreadEvent(queryClient, 'token-1', { kind: 'resync' });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['unread'] });
  });
});
