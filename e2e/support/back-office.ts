import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { signInPage } from './api';
import { DESKTOP, MOBILE, newPage, screenshotInto, sidewaysOverflow, type Language } from './browser';
import { WEB_DIST } from './paths';

/** Where the back office specs (dashboard, system config, user fields, drawing board) put their screenshots. */
export const ADMIN_SHOTS = process.env.ADMIN_SHOTS ?? '/tmp/admin-shots';
export const WIDTHS = { 1440: DESKTOP, 375: MOBILE } as const;
export type Width = keyof typeof WIDTHS;
export const LANGUAGES: Language[] = ['en-US', 'zh-CN'];
export type { Language };

/**
 * Gives the spec's server its own copy of the built app, so a build started meanwhile (other people work in
 * the same tree) cannot pull chunks away mid-run. Returns the function that removes the copy.
 */
export function ownWebCopy(): () => void {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'judge-e2e-web-'));
  fs.cpSync(WEB_DIST, copy, { recursive: true });
  process.env.WEB_DIST = copy;
  fs.mkdirSync(ADMIN_SHOTS, { recursive: true });
  return () => fs.rmSync(copy, { recursive: true, force: true });
}

/** A page signed in as `username` (root by default), in the language and width asked for. */
export async function signedInPage(
  browser: Browser,
  baseUrl: string,
  options: { language?: Language; width?: Width; username?: string; password?: string } = {},
): Promise<Page> {
  const page = await newPage(browser, baseUrl, {
    language: options.language ?? 'en-US',
    viewport: WIDTHS[options.width ?? 1440],
  });
  await signInPage(page, baseUrl, options.username, options.password);
  return page;
}

/**
 * A full-page screenshot `<name>-<width>-<language>.png` into ADMIN_SHOTS; returns how far the page sticks
 * out sideways (0 when the layout fits the screen).
 */
export async function shoot(page: Page, name: string, width: Width, language: Language): Promise<number> {
  await screenshotInto(ADMIN_SHOTS, page, name, String(width), language);
  return sidewaysOverflow(page);
}
