import { AUTH_HEADER, REFRESH_HEADER } from '@judge/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureRequest } from '../api/request';
import { queryClient } from '../query-client';
import { clearSession, replaceToken, sessionStore } from '../state/session';
import { requireLogin } from './guards';

// What the guard says and opens is the page's (a toast, the login dialog); here only where it lets the visitor go.
vi.mock('../i18n', () => ({ i18n: { t: (key: string) => key } }));
vi.mock('../components/feedback', () => ({ toast: { error: () => undefined } }));
vi.mock('../state/auth-dialog', () => ({ openAuthDialog: () => undefined }));

const SEAT_USER = { uid: 3, username: 'seat031', role: 'default_user' };

/** The server as the guard meets it: the site's settings (with a seat's token when `seat`), and the account. */
function serve({ seat }: { seat: boolean }) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = new URL(url, 'http://judge.test').pathname;
      calls.push(path);
      const headers: Record<string, string> = { 'Content-Type': 'application/json' };
      if (path === '/api/get-website-config') {
        if (seat) Object.assign(headers, { [AUTH_HEADER]: 'seat-token', [REFRESH_HEADER]: 'true' });
        return new Response(JSON.stringify({ status: 200, msg: 'success', data: {} }), { headers });
      }
      if (path === '/api/get-user-info')
        return new Response(JSON.stringify({ status: 200, msg: 'success', data: SEAT_USER }), { headers });
      return new Response('{}', { status: 404, headers });
    }),
  );
  return calls;
}

beforeEach(() => {
  clearSession();
  queryClient.clear();
  configureRequest({
    getToken: () => sessionStore.get().token,
    replaceToken,
    clearSession,
    openLoginDialog: () => {},
    navigate: () => {},
    currentPath: () => '/contest/1',
    showError: () => {},
    translate: (key) => key,
    translateServerMessage: ({ msg }) => msg,
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('requireLogin', () => {
  it('lets in a seat the server signs in by its address with the first call, its account read', async () => {
    const calls = serve({ seat: true });
    await expect(requireLogin()).resolves.toBeNull();
    expect(sessionStore.get()).toMatchObject({ token: 'seat-token', user: SEAT_USER });
    expect(calls).toEqual(['/api/get-website-config', '/api/get-user-info']);
  });

  it('sends a visitor nobody signed in home', async () => {
    const calls = serve({ seat: false });
    const refused = await requireLogin()?.catch((thrown: unknown) => thrown);
    expect(refused).toBeInstanceOf(Response);
    expect((refused as Response).headers.get('Location')).toBe('/home');
    expect(calls).toEqual(['/api/get-website-config']);
    expect(sessionStore.get().token).toBeNull();
  });

  it('asks nothing of a signed-in user', () => {
    const calls = serve({ seat: false });
    replaceToken('a-token');
    sessionStore.set({ ...sessionStore.get(), user: SEAT_USER as never });
    expect(requireLogin()).toBeNull();
    expect(calls).toEqual([]);
  });
});
