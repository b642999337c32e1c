import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { READ_ANNOUNCEMENT_LIST_MAX } from '@judge/contract';
import { readAnnouncementIds, rememberAnnouncementsRead, unreadPushed } from './contest-announcement-reads';

describe('read contest announcements', () => {
  // The unit tests run in Node: a Map stands in for the browser's storage.
  const original = globalThis.localStorage;
  beforeEach(() => {
    const items = new Map<string, string>();
    globalThis.localStorage = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    } as Storage;
  });
  afterEach(() => {
    globalThis.localStorage = original;
  });

  it('keeps the ids per user and contest, each once', () => {
    rememberAnnouncementsRead(1, 7, [3, 1]);
    rememberAnnouncementsRead(1, 7, [3, 4]);
    expect(readAnnouncementIds(1, 7)).toEqual([1, 3, 4]);
    expect(readAnnouncementIds(2, 7)).toEqual([]);
    expect(readAnnouncementIds(1, 8)).toEqual([]);
  });

  it('ignores what is not a list of ids', () => {
    localStorage.setItem('contestReadAnnouncements:1:9', 'not json');
    expect(readAnnouncementIds(1, 9)).toEqual([]);
    localStorage.setItem('contestReadAnnouncements:1:10', '[1,"x",-2,2.5,4]');
    expect(readAnnouncementIds(1, 10)).toEqual([1, 4]);
  });

  it('forgets the oldest ids past what one call may carry', () => {
    const many = Array.from({ length: READ_ANNOUNCEMENT_LIST_MAX + 5 }, (_, i) => i + 1);
    rememberAnnouncementsRead(1, 7, many);
    const kept = readAnnouncementIds(1, 7);
    expect(kept).toHaveLength(READ_ANNOUNCEMENT_LIST_MAX);
    expect(kept[0]).toBe(6);
  });
});

describe('unreadPushed', () => {
  it('notifies a pushed announcement as the not-read call would answer it: unless already read', () => {
    const announcement = { id: 12, title: 'Clarified' };
    expect(unreadPushed(announcement, [3, 4])).toEqual([announcement]);
    expect(unreadPushed(announcement, [3, 12])).toEqual([]);
  });
});
