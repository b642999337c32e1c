import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { signInPage } from './api';
import { DESKTOP, MOBILE, newPage, sidewaysOverflow, WALKED_ROUNDS, type Language } from './browser';

export type { Language } from './browser';
type Viewport = typeof DESKTOP;

/**
 * The contest specs' rounds, English on the desktop first (their first round's steps read English toasts); the
 * suite walks the first ones (WALKED_ROUNDS).
 */
export const CONTEST_ROUNDS = (
  [
    ['en-US', DESKTOP],
    ['zh-CN', MOBILE],
    ['zh-CN', DESKTOP],
    ['en-US', MOBILE],
  ] as const
).slice(0, WALKED_ROUNDS);

/**
 * The contest specs' pages (contest-hall, contest-volunteers, contest-windows): a browser at a machine's address,
 * signed in, and a screenshot of it. The spec's browser and app start in its beforeAll, so they are asked for
 * when a page opens.
 */
export function contestPages(stage: {
  browser: () => Browser;
  baseUrl: () => string;
  /** The password of every account but root. */
  password: string;
  /** Where the screenshots go. */
  shots: string;
}) {
  /**
   * A browser at `address` (sent as X-Forwarded-For, which a server with TRUST_PROXY takes for the caller's;
   * null: the machine's own), signed in as `name` (null: signed out, or a seat left to sign itself in).
   */
  async function pageAt(address: string | null, language: Language, name: string | null, viewport = DESKTOP) {
    const page = await newPage(stage.browser(), stage.baseUrl(), { language, viewport });
    if (address) await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': address });
    if (name === 'root') await signInPage(page, stage.baseUrl());
    else if (name) await signInPage(page, stage.baseUrl(), name, stage.password);
    return page;
  }

  /** A full-page `<name>-<width>-<language>.png`; a phone's page must not stick out sideways. */
  async function shoot(page: Page, name: string, language: Language, viewport: Viewport) {
    await page.waitForTimeout(600);
    await page.screenshot({
      path: path.join(stage.shots, `${name}-${viewport.width}-${language}.png`),
      fullPage: true,
    });
    if (viewport === MOBILE) expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  }

  return { pageAt, shoot };
}
