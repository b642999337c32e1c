/**
 * Walks every back-office screen as root, an admin, a problem admin and a teacher (issue 13's "Done when"), at
 * 1440 and 375 px in both languages, and writes what a person would look for: where each screen ended up (a
 * screen a role may not use sends it elsewhere), whether an error toast showed, console errors, and how far the
 * page sticks out sideways. PNGs and `report.md` go to WALK_SHOTS (default /tmp/back-office-walk).
 * Run: npx tsx e2e/back-office-walkthrough.ts [role ...]
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { apiCall, apiLogin, createUsers, uidOfUser } from './support/api';
import { startApp } from './support/app';
import { launchBrowser, networkSettled } from './support/browser';
import { LANGUAGES, signedInPage, type Language, type Width } from './support/back-office';
import buildWebOnce from './support/global-setup';

const OUT = process.env.WALK_SHOTS ?? '/tmp/back-office-walk';
const ROLES = {
  root: { username: 'root', password: undefined, role: 1000 },
  admin: { username: 'walkadmin', password: 'walkadmin1', role: 1001 },
  problemAdmin: { username: 'walkproblems', password: 'walkproblems1', role: 1008 },
  teacher: { username: 'walkteacher', password: 'walkteacher1', role: 1009 },
} as const;
type RoleName = keyof typeof ROLES;

interface Seeded {
  cid: number;
  tid: number;
  classId: number;
  pid: number;
}

const screens = (ids: Seeded): [string, string][] => [
  ['dashboard', '/admin/dashboard'],
  ['users', '/admin/user'],
  ['notices', '/admin/notice'],
  ['outbox', '/admin/outbox'],
  ['announcements', '/admin/announcement'],
  ['home-content', '/admin/home-content'],
  ['judges', '/admin/judges'],
  ['discussions', '/admin/discussion'],
  ['config', '/admin/conf'],
  ['switches', '/admin/switch'],
  ['ac-download', '/admin/contest/ac-download'],
  ['problems', '/admin/problems'],
  ['problem-create', '/admin/problem/create'],
  ['problem-edit', `/admin/problem/edit/${ids.pid}`],
  ['group-problems', '/admin/group-problem'],
  ['tags', '/admin/problem/tag'],
  ['contests', '/admin/contest'],
  ['contest-create', '/admin/contest/create'],
  ['contest-edit', `/admin/contest/${ids.cid}/edit`],
  ['contest-problems', `/admin/contest/${ids.cid}/problems`],
  ['contest-problem-create', `/admin/contest/${ids.cid}/problem/create`],
  ['contest-announcements', `/admin/contest/${ids.cid}/announcement`],
  ['trainings', '/admin/training'],
  ['training-create', '/admin/training/create'],
  ['training-edit', `/admin/training/${ids.tid}/edit`],
  ['training-problems', `/admin/training/${ids.tid}/problems`],
  ['training-categories', '/admin/training/category'],
  ['classes', '/admin/class'],
  ['class-detail', `/admin/class/${ids.classId}/detail`],
  ['class-homework', `/admin/class/${ids.classId}/homeWork`],
  ['class-rank', `/admin/class/${ids.classId}/rank`],
];

async function seed(baseUrl: string): Promise<Seeded> {
  const root = await apiLogin(baseUrl);
  const others = Object.values(ROLES).filter((role) => role.password);
  await createUsers(
    baseUrl,
    [...others, { username: 'walkstudent', password: 'walkstudent1' }].map(({ username, password }) => ({
      username,
      password: password!,
    })),
  );
  for (const { username, role } of others) {
    const uid = await uidOfUser(baseUrl, root, username);
    await apiCall(baseUrl, root, 'PUT', '/api/admin/user/edit-user', { uid, role });
  }
  const now = Date.now();
  const { cid } = await apiCall<{ cid: number }>(baseUrl, root, 'POST', '/api/admin/contest', {
    title: 'Walk-through Cup',
    description: 'The sum $a+b$.',
    startTime: new Date(now - 10 * 60_000).toISOString(),
    endTime: new Date(now + 3 * 3600_000).toISOString(),
    type: 0,
    auth: 0,
  });
  const { pid } = (
    await apiCall<{ problem: { pid: number } }>(
      baseUrl,
      root,
      'GET',
      '/api/get-problem-detail?problemId=P1000',
    )
  ).problem;
  await apiCall(baseUrl, root, 'POST', '/api/admin/contest/add-problem-from-public', {
    cid,
    pid,
    displayId: 'A',
  });
  const category = await apiCall<{ id: number }>(baseUrl, root, 'POST', '/api/admin/training/category', {
    name: 'Homework',
    color: '#409eff',
  });
  const { tid } = await apiCall<{ tid: number }>(baseUrl, root, 'POST', '/api/admin/training', {
    training: { rank: 1, title: 'Loops week 1', description: 'Two warm-ups.', auth: 'Public' },
    trainingCategory: { id: category.id },
  });
  await apiCall(baseUrl, root, 'POST', '/api/admin/training/add-problem-from-public', { tid, pid });
  const teacher = await apiLogin(baseUrl, ROLES.teacher.username, ROLES.teacher.password);
  const { id: classId } = await apiCall<{ id: number }>(baseUrl, teacher, 'POST', '/api/admin/class', {
    name: 'Class 7A',
    description: 'Tuesday evening group',
  });
  await apiCall(baseUrl, teacher, 'POST', '/api/admin/class/student', {
    classId,
    usernames: ['walkstudent'],
  });
  await apiCall(baseUrl, teacher, 'POST', '/api/admin/class/homework', {
    classId,
    kind: 'training',
    refId: tid,
  });
  return { cid, tid, classId, pid };
}

interface Finding {
  role: RoleName;
  screen: string;
  width: Width;
  language: Language;
  landedOn: string;
  toast: string;
  consoleErrors: string[];
  overflow: number;
}

async function visit(
  page: Page,
  url: string,
): Promise<Omit<Finding, 'role' | 'screen' | 'width' | 'language'>> {
  const consoleErrors: string[] = [];
  const onConsole = (message: { type(): string; text(): string }) => {
    if (message.type() === 'error') consoleErrors.push(message.text().slice(0, 160));
  };
  page.on('console', onConsole);
  await page.goto(url);
  await networkSettled(page);
  await page.waitForTimeout(300);
  const toast = (await page.locator('.ant-message-notice').allInnerTexts()).join(' | ');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  page.off('console', onConsole);
  return { landedOn: new URL(page.url()).pathname, toast, consoleErrors, overflow };
}

async function walk(browser: Browser, baseUrl: string, ids: Seeded, roles: RoleName[]) {
  const findings: Finding[] = [];
  for (const role of roles) {
    const account = ROLES[role];
    const combos: [Language, Width][] = LANGUAGES.flatMap((language) =>
      ([1440, 375] as const).map((width) => [language, width] as [Language, Width]),
    );
    for (const [language, width] of combos) {
      const page = await signedInPage(browser, baseUrl, {
        language,
        width,
        username: account.username,
        password: account.password,
      });
      for (const [screen, url] of screens(ids)) {
        const result = await visit(page, url);
        findings.push({ role, screen, width, language, ...result });
        await page.screenshot({
          path: path.join(OUT, `${role}-${screen}-${width}-${language}.png`),
          fullPage: true,
        });
      }
      await page.context().close();
    }
  }
  return findings;
}

function report(findings: Finding[]) {
  const lines = [
    '| role | screen | width | language | landed on | toast | console errors | overflow |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const f of findings)
    lines.push(
      `| ${f.role} | ${f.screen} | ${f.width} | ${f.language} | ${f.landedOn} | ${f.toast} | ${f.consoleErrors.join('; ')} | ${f.overflow} |`,
    );
  fs.writeFileSync(path.join(OUT, 'report.md'), lines.join('\n') + '\n');
}

async function main() {
  fs.mkdirSync(OUT, { recursive: true });
  buildWebOnce();
  const app = await startApp();
  const browser = await launchBrowser();
  try {
    const ids = await seed(app.baseUrl);
    const asked = process.argv.slice(2) as RoleName[];
    const findings = await walk(
      browser,
      app.baseUrl,
      ids,
      asked.length ? asked : (Object.keys(ROLES) as RoleName[]),
    );
    report(findings);
    console.log(`${findings.length} screens; report in ${path.join(OUT, 'report.md')}`);
  } finally {
    await browser.cleanup();
    await app.stop();
  }
}

await main();
