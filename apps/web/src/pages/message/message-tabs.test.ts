import { describe, expect, it } from 'vitest';
import { actionKey, MESSAGE_TABS, tabOfPath } from './message-tabs';

describe('message tabs', () => {
  it('finds the tab of an address, the first for /message itself', () => {
    expect(tabOfPath('/message/like').key).toBe('like');
    expect(tabOfPath('/message/mine').key).toBe('mine');
    expect(tabOfPath('/message').key).toBe('discuss');
    expect(MESSAGE_TABS.map((tab) => [tab.list, tab.type])).toEqual([
      ['comment', 'Discuss'],
      ['reply', 'Reply'],
      ['like', 'Like'],
      ['sys', 'Sys'],
      ['mine', 'Mine'],
    ]);
  });

  it('says what the sender did from the action and what it quotes', () => {
    expect(actionKey({ action: 'Discuss', quoteType: null })).toBe('message.commentedDiscussion');
    expect(actionKey({ action: 'Reply', quoteType: 'Comment' })).toBe('message.repliedComment');
    expect(actionKey({ action: 'Reply', quoteType: 'Reply' })).toBe('message.repliedReply');
    expect(actionKey({ action: 'Like', quoteType: 'Comment' })).toBe('message.likedComment');
    expect(actionKey({ action: 'Like', quoteType: null })).toBe('message.likedDiscussion');
  });
});
