import { describe, expect, it } from 'vitest';
import { tabOfPath, visibleTabs } from './group-tabs';

describe('the group shell’s tabs', () => {
  it('shows a non-member the member tabs disabled and no admin tabs', () => {
    const tabs = visibleTabs({ level: 0, openGroupDiscussion: true });
    expect(tabs.map((tab) => [tab.key, tab.enabled])).toEqual([
      ['home', true],
      ['discussion', false],
      ['problem', false],
      ['training', false],
      ['contest', false],
      ['submission', false],
      ['member', false],
      ['rank', false],
    ]);
  });

  it('adds the problem management and announcements for admins, the settings for roots, and drops discussions when switched off', () => {
    expect(visibleTabs({ level: 4, openGroupDiscussion: false }).map((tab) => tab.key)).toEqual([
      'home',
      'problem',
      'training',
      'contest',
      'submission',
      'member',
      'rank',
      'problemAdmin',
      'trainingAdmin',
      'contestAdmin',
      'announcement',
      'auditLog',
    ]);
    expect(visibleTabs({ level: 5, openGroupDiscussion: true }).map((tab) => tab.key)).toContain('setting');
  });

  it('finds the tab of an address, a discussion page under discussions', () => {
    expect(tabOfPath('')).toBe('home');
    expect(tabOfPath('member')).toBe('member');
    expect(tabOfPath('discussion-detail/5')).toBe('discussion');
    expect(tabOfPath('rank')).toBe('rank');
    expect(tabOfPath('problem')).toBe('problem');
    expect(tabOfPath('problem-admin/edit/3')).toBe('problemAdmin');
    expect(tabOfPath('training')).toBe('training');
    // A group's training, submission and problem discussions open inside the group, under their tab.
    expect(tabOfPath('training/4/problems')).toBe('training');
    expect(tabOfPath('submission-detail/12')).toBe('submission');
    expect(tabOfPath('discussion/WD-1')).toBe('discussion');
    expect(tabOfPath('contest-admin/2/edit')).toBe('contestAdmin');
    expect(tabOfPath('training-admin/4/problems')).toBe('trainingAdmin');
    expect(tabOfPath('audit-log')).toBe('auditLog');
  });
});
