import { describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';

// index.ts reads the language cookie and marks the page's language: the least of a document for node.
vi.hoisted(() => vi.stubGlobal('document', { cookie: '', documentElement: {} }));
const loadBackOfficeTexts = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('../i18n', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../i18n')>()),
  loadBackOfficeTexts,
}));
// The route tree as router.tsx builds it, without a browser to run it in.
vi.mock('react-router', async (importOriginal) => ({
  ...(await importOriginal<typeof import('react-router')>()),
  createBrowserRouter: (routes: RouteObject[]) => ({ routes }),
}));

const { withBackOfficeTexts } = await import('./back-office-texts');
const { router } = (await import('./router')) as unknown as { router: { routes: RouteObject[] } };

/** The route at these paths, each one a level deeper in the tree. */
function routeAt(...paths: string[]): RouteObject {
  let routes = router.routes;
  let found: RouteObject | undefined;
  for (const path of paths) {
    found = routes.find((route) => route.path === path);
    if (!found) throw new Error(`no route ${paths.join(' > ')}`);
    routes = found.children ?? [];
  }
  return found!;
}

async function loadsBackOfficeTexts(route: RouteObject): Promise<boolean> {
  loadBackOfficeTexts.mockClear();
  await (route.lazy as () => Promise<unknown>)();
  return loadBackOfficeTexts.mock.calls.length > 0;
}

describe('withBackOfficeTexts', () => {
  it("gives the page only once the back office's texts are in", async () => {
    let textsIn!: () => void;
    loadBackOfficeTexts.mockReturnValueOnce(new Promise<void>((resolve) => (textsIn = resolve)));
    const page = { Component: () => null };
    let given: unknown;
    const loading = withBackOfficeTexts(async () => page)().then((route) => (given = route));

    for (let tick = 0; tick < 10; tick++) await Promise.resolve();
    expect(given).toBeUndefined();

    textsIn();
    await loading;
    expect(given).toBe(page);
  });
});

describe("the routes whose pages speak the back office's texts", () => {
  it('the back office layout, covering every /admin page', async () => {
    expect(await loadsBackOfficeTexts(routeAt('/admin'))).toBe(true);
  });

  it("a group's shell: its admin tabs reuse the back office's forms", async () => {
    expect(await loadsBackOfficeTexts(routeAt('/', 'group/:groupID'))).toBe(true);
  });

  it("a contest's rejudge and Contest API accounts tabs, not its shell: a contestant does without", async () => {
    expect(await loadsBackOfficeTexts(routeAt('/', 'contest/:contestID', 'rejudge'))).toBe(true);
    expect(await loadsBackOfficeTexts(routeAt('/', 'contest/:contestID', 'clics-accounts'))).toBe(true);
    expect(await loadsBackOfficeTexts(routeAt('/', 'contest/:contestID'))).toBe(false);
  });

  it("the similarity pages a group's admins open in the site", async () => {
    expect(await loadsBackOfficeTexts(routeAt('/', 'similarity/:scope/:scopeId'))).toBe(true);
  });

  it('not a site page that speaks none of them', async () => {
    expect(await loadsBackOfficeTexts(routeAt('/', 'introduction'))).toBe(false);
  });
});
