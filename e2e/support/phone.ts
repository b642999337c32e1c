import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { MOBILE } from './browser';

/**
 * On a phone, every action is on screen: nothing inside the area (a tab, a queue's card) scrolls sideways (a
 * page-wide check misses a table scrolling inside its card, which is how Remove, Claim, Delivered and Check It once
 * sat off-screen) and each of these elements (test ids, or locators) lies within the screen's width.
 */
export async function fitsPhone(page: Page, area: string, onScreen: (string | Locator)[]) {
  const sideways = await page.getByTestId(area).evaluate((card) =>
    [card, ...card.querySelectorAll('*')]
      .filter((element) => ['auto', 'scroll'].includes(getComputedStyle(element).overflowX))
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .map((element) => element.className),
  );
  expect(sideways).toEqual([]);
  for (const target of onScreen) {
    const element = typeof target === 'string' ? page.getByTestId(target) : target;
    const box = await element.boundingBox();
    const name = typeof target === 'string' ? target : String(target);
    expect(box, name).not.toBeNull();
    expect(box!.x, name).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, name).toBeLessThanOrEqual(MOBILE.width);
  }
}
