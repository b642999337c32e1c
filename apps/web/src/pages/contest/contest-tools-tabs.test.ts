import { describe, expect, it } from 'vitest';
import type { ContestInfo } from '@judge/contract';
import { contestTabOf, visibleContestTabs } from './contest-tabs';

const info = (overrides: Partial<ContestInfo>) =>
  ({ isContestAdmin: false, openPrint: false, type: 0, ...overrides }) as ContestInfo;
const tabs = (contest: Partial<ContestInfo>, openContestComment = true) =>
  visibleContestTabs({ info: info(contest), config: { openContestComment }, root: false }).map(
    (tab) => tab.key,
  );
const TOOLS = ['announcements', 'comment', 'print', 'ac-info', 'admin-print'];
const tools = (keys: string[]) => keys.filter((key) => TOOLS.includes(key));

describe('the contest tools’ tabs (spec 2 §2.2)', () => {
  it('announcements always; Q&A with the site switch; print with the contest’s printing', () => {
    expect(tools(tabs({}))).toEqual(['announcements', 'comment']);
    expect(tools(tabs({}, false))).toEqual(['announcements']);
    expect(tools(tabs({ openPrint: true }))).toEqual(['announcements', 'comment', 'print']);
  });

  it('the AC helper for contest admins of ACM contests; admin print for contest admins with printing on', () => {
    expect(tools(tabs({ isContestAdmin: true }))).toEqual(['announcements', 'comment', 'ac-info']);
    expect(tools(tabs({ isContestAdmin: true, type: 1, openPrint: true }))).toEqual([
      'announcements',
      'comment',
      'print',
      'admin-print',
    ]);
  });

  it('the Contest API accounts for contest admins only (docs/clics.md "API accounts")', () => {
    expect(tabs({ isContestAdmin: true })).toContain('clics-accounts');
    expect(tabs({})).not.toContain('clics-accounts');
    expect(contestTabOf('/contest/3/clics-accounts')).toBe('clics-accounts');
  });

  it('the Volunteers and Time windows tabs for contest admins only (docs/contest-volunteers.md)', () => {
    expect(tabs({ isContestAdmin: true })).toContain('volunteers');
    expect(tabs({})).not.toContain('volunteers');
    expect(contestTabOf('/contest/3/volunteers')).toBe('volunteers');
    expect(tabs({ isContestAdmin: true })).toContain('windows');
    expect(tabs({})).not.toContain('windows');
  });

  it('knows which tab an address belongs to', () => {
    expect(contestTabOf('/contest/3/admin-print')).toBe('admin-print');
    expect(contestTabOf('/contest/3/ac-info')).toBe('ac-info');
    expect(contestTabOf('/contest/3/announcements')).toBe('announcements');
  });
});
