import { beforeAll, describe, expect, it, vi } from 'vitest';
import * as siteEnUS from './bundle.en-US';
import * as siteZhCN from './bundle.zh-CN';
import * as backOfficeEnUS from './bundle-admin.en-US';
import * as backOfficeZhCN from './bundle-admin.zh-CN';

/**
 * The back office's sections, which a visitor of the site's pages never reads (issue 15: /home under 300 KB):
 * the admin forms and settings, the audit log, similarity checks, the contest's admin tabs.
 */
const BACK_OFFICE_SECTIONS = [
  'adminProblem',
  'adminTag',
  'adminConfig',
  'adminDashboard',
  'adminAuth',
  'adminSwitch',
  'adminUserFields',
  'acDownload',
  'adminClass',
  'adminStudents',
  'adminWorkList',
  'auditLog',
  'adminNotice',
  'similarity',
  'contestAdmin',
  'clicsAccounts',
  'adminContest',
  'adminContestProblem',
  'adminTraining',
  'adminDiscussion',
  'adminAnnouncement',
  'adminHome',
  'adminJudges',
  'adminUsers',
];

const BUNDLES = [
  { language: 'en-US', site: siteEnUS.translation, backOffice: backOfficeEnUS.translation },
  { language: 'zh-CN', site: siteZhCN.translation, backOffice: backOfficeZhCN.translation },
] as const;

describe.each(BUNDLES)("the $language texts' two chunks", ({ site, backOffice }) => {
  it("the site's holds no back-office section; the back office's holds them all", () => {
    expect(Object.keys(site).filter((key) => BACK_OFFICE_SECTIONS.includes(key))).toEqual([]);
    expect(Object.keys(backOffice).sort()).toEqual([...BACK_OFFICE_SECTIONS].sort());
  });

  it('share no section, so neither one overwrites the other', () => {
    expect(Object.keys(site).filter((key) => key in backOffice)).toEqual([]);
  });

  it("name the Contest API accounts tab in the contest's shell as its page does", () => {
    expect(site.contest.adminTabs.clicsAccounts).toBe(backOffice.clicsAccounts.tab);
  });
});

describe('loading the back office texts', () => {
  // index.ts reads the language cookie and marks the page's language: the least of a document for node.
  vi.stubGlobal('document', { cookie: '', documentElement: {} });
  let i18nModule: typeof import('./index');
  beforeAll(async () => {
    i18nModule = await import('./index');
  });

  it('the site starts without them; a back-office page waits for them, then speaks them', async () => {
    const { i18n, loadBackOfficeTexts } = i18nModule;
    expect(i18n.language).toBe('zh-CN');
    expect(i18n.exists('adminProblem.title')).toBe(false);
    expect(i18n.exists('nav.home')).toBe(true);

    await loadBackOfficeTexts();

    expect(i18n.t('adminProblem.title')).toBe(backOfficeZhCN.translation.adminProblem.title);
    expect(i18n.t('nav.home')).toBe(siteZhCN.translation.nav.home);
  });

  it('a language switch brings the back office texts of the other language along', async () => {
    const { i18n, changeLanguage } = i18nModule;
    expect(i18n.hasResourceBundle('en-US', 'translation')).toBe(false);

    await changeLanguage('en-US');

    expect(i18n.t('adminProblem.title')).toBe(backOfficeEnUS.translation.adminProblem.title);
    expect(i18n.t('nav.home')).toBe(siteEnUS.translation.nav.home);
  });
});
