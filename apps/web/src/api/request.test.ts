import { fillMessage } from '@judge/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  configureRequest,
  reactToFailure,
  request,
  requestFile,
  requestWithHeaders,
  type ClientMessage,
  type RequestEnvironment,
} from './request';

const translate = (key: ClientMessage) =>
  ({
    notFound: 'Query error, unable to find the resource to request',
    serverError: 'Server error, please refresh again',
    timeout: 'Request timed out, please try again later',
    network: 'Network error, abnormal link with server, please try again later',
  })[key];

function fakeEnvironment(path = '/home', token: string | null = 'old-token') {
  const env = {
    token,
    path,
    shown: [] as string[],
    navigations: [] as string[],
    loginOpened: 0,
    cleared: 0,
  };
  const environment: RequestEnvironment = {
    getToken: () => env.token,
    replaceToken: (next) => {
      env.token = next;
    },
    clearSession: () => {
      env.cleared += 1;
      env.token = null;
    },
    openLoginDialog: () => {
      env.loginOpened += 1;
    },
    navigate: (to) => env.navigations.push(to),
    currentPath: () => env.path,
    showError: (message) => env.shown.push(message),
    translate,
    translateServerMessage: ({ msg }) => msg,
  };
  configureRequest(environment);
  return Object.assign(env, { environment });
}

const currentEnvironmentOf = (env: { environment: RequestEnvironment }) => env.environment;

function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

describe('reactToFailure (spec 1-core §8.1)', () => {
  it('401 clears the session and opens the login dialog, or the admin login page on admin pages', () => {
    const general = reactToFailure(
      { kind: 'http', status: 401, msg: 'Please login first' },
      '/setting',
      translate,
    );
    expect(general).toEqual({
      message: 'Please login first',
      clearSession: true,
      openLoginDialog: true,
      navigateTo: null,
    });
    const admin = reactToFailure({ kind: 'http', status: 401 }, '/admin/user', translate);
    expect(admin).toMatchObject({
      message: null,
      clearSession: true,
      openLoginDialog: false,
      navigateTo: '/admin/login',
    });
  });

  it('403 shows the message and sends admin pages to /admin', () => {
    expect(reactToFailure({ kind: 'http', status: 403, msg: 'No' }, '/admin/user', translate)).toMatchObject({
      message: 'No',
      navigateTo: '/admin',
      clearSession: false,
    });
    expect(
      reactToFailure({ kind: 'http', status: 403, msg: 'No' }, '/home', translate).navigateTo,
    ).toBeNull();
    // A non-admin refused on the admin login page stays there to read why.
    expect(
      reactToFailure({ kind: 'http', status: 403, msg: 'No' }, '/admin/login', translate).navigateTo,
    ).toBeNull();
  });

  it('404, other statuses, timeout and network use the fixed client messages', () => {
    expect(reactToFailure({ kind: 'http', status: 404, msg: 'x' }, '/home', translate).message).toBe(
      'Query error, unable to find the resource to request',
    );
    expect(reactToFailure({ kind: 'http', status: 500 }, '/home', translate).message).toBe(
      'Server error, please refresh again',
    );
    expect(
      reactToFailure({ kind: 'http', status: 400, msg: 'password: too short' }, '/home', translate).message,
    ).toBe('password: too short');
    expect(reactToFailure({ kind: 'timeout' }, '/home', translate).message).toBe(
      'Request timed out, please try again later',
    );
    expect(reactToFailure({ kind: 'network' }, '/home', translate).message).toBe(
      'Network error, abnormal link with server, please try again later',
    );
  });
});

describe('request', () => {
  beforeEach(() => {
    vi.restoreAllMocks();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('sends the token and Url-Type, and returns the envelope data', async () => {
    fakeEnvironment('/admin/user');
    const fetchMock = vi.fn(async () => jsonResponse(200, { status: 200, msg: 'success', data: { ok: 1 } }));
    vi.stubGlobal('fetch', fetchMock);
    const data = await request<{ ok: number }>('/api/get-website-config', {
      params: { a: 1, skip: undefined },
    });
    expect(data).toEqual({ ok: 1 });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/get-website-config?a=1');
    expect(init.headers).toMatchObject({ Authorization: 'old-token', 'Url-Type': 'admin' });
  });

  it('does not send the token on login calls', async () => {
    fakeEnvironment();
    const fetchMock = vi.fn(async () => jsonResponse(200, { status: 200, msg: 'success', data: null }));
    vi.stubGlobal('fetch', fetchMock);
    await request('/api/login', { method: 'POST', body: {}, withoutToken: true });
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.headers).not.toHaveProperty('Authorization');
    expect(init.headers).toMatchObject({ 'Url-Type': 'general' });
  });

  it('replaces the stored token when the response says Refresh-Token: true', async () => {
    const env = fakeEnvironment();
    vi.stubGlobal('fetch', async () =>
      jsonResponse(
        200,
        { status: 200, msg: 'success', data: null },
        { Authorization: 'new-token', 'Refresh-Token': 'true' },
      ),
    );
    await request('/api/msg/unread');
    expect(env.token).toBe('new-token');
  });

  it('treats a body status other than 200 as an error and shows the server message', async () => {
    const env = fakeEnvironment();
    vi.stubGlobal('fetch', async () =>
      jsonResponse(200, { status: 400, msg: 'bad thing', code: 'BAD_REQUEST' }),
    );
    await expect(request('/api/x')).rejects.toMatchObject({
      status: 400,
      code: 'BAD_REQUEST',
      message: 'bad thing',
    });
    expect(env.shown).toEqual(['bad thing']);
  });

  it('shows the sentence the server named in the user language, once, and rejects with it', async () => {
    const env = fakeEnvironment();
    configureRequest({
      ...currentEnvironmentOf(env),
      translateServerMessage: ({ msg, msgKey, msgParams }) =>
        msgKey ? `zh:${fillMessage(msgKey, msgParams)}` : msg,
    });
    vi.stubGlobal('fetch', async () =>
      jsonResponse(429, {
        status: 429,
        msg: 'Submitting too fast: wait 5 seconds',
        code: 'COOLDOWN',
        msgKey: 'Submitting too fast: wait {{seconds}} {{seconds|second|seconds}}',
        msgParams: { seconds: 5 },
      }),
    );
    await expect(request('/api/x')).rejects.toMatchObject({
      code: 'COOLDOWN',
      message: 'zh:Submitting too fast: wait 5 seconds',
    });
    expect(env.shown).toEqual(['zh:Submitting too fast: wait 5 seconds']);
  });

  it('on 401 clears the session and opens the login dialog', async () => {
    const env = fakeEnvironment('/setting');
    vi.stubGlobal('fetch', async () =>
      jsonResponse(401, { status: 401, msg: 'Please login first', code: 'UNAUTHENTICATED' }),
    );
    await expect(request('/api/change-password')).rejects.toBeInstanceOf(ApiError);
    expect(env.cleared).toBe(1);
    expect(env.loginOpened).toBe(1);
    expect(env.navigations).toEqual([]);
  });

  it('ignores a 401 for a token that was replaced or cleared while the call was in flight', async () => {
    const env = fakeEnvironment('/home', 'old-token');
    vi.stubGlobal('fetch', async () => {
      // The user logs out while the call is on its way.
      env.token = null;
      return jsonResponse(401, { status: 401, msg: 'Please login first', data: null });
    });
    await expect(request('/api/msg/unread')).rejects.toMatchObject({ status: 401 });
    expect(env.loginOpened).toBe(0);
    expect(env.cleared).toBe(0);
    expect(env.shown).toEqual([]);
  });

  it('on 401 from an admin page goes to the admin login page', async () => {
    const env = fakeEnvironment('/admin/user');
    vi.stubGlobal('fetch', async () =>
      jsonResponse(401, { status: 401, msg: 'Please login first', code: 'UNAUTHENTICATED' }),
    );
    await expect(request('/api/admin/user/get-user-list')).rejects.toBeInstanceOf(ApiError);
    expect(env.navigations).toEqual(['/admin/login']);
    expect(env.loginOpened).toBe(0);
  });

  it('sends the headers a call adds, and keeps no answer quiet when the caller names it', async () => {
    const env = fakeEnvironment();
    const fetchMock = vi.fn(async () => new Response('<html>Bad Gateway</html>', { status: 502 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(
      request('/api/submit-problem-judge', {
        headers: { 'Idempotency-Key': 'k-12345678' },
        quiet: ['HTTP_502'],
      }),
    ).rejects.toMatchObject({ status: 502 });
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.headers).toMatchObject({ 'Idempotency-Key': 'k-12345678' });
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('connection reset');
    });
    await expect(request('/api/submit-problem-judge', { quiet: ['NETWORK'] })).rejects.toMatchObject({
      code: 'NETWORK',
    });
    expect(env.shown).toEqual([]);
  });

  it('quiet codes skip the central handling but still reject with the code', async () => {
    const env = fakeEnvironment();
    vi.stubGlobal('fetch', async () =>
      jsonResponse(400, { status: 400, msg: 'slide', code: 'SLIDE_VERIFICATION_REQUIRED' }),
    );
    await expect(request('/api/login', { quiet: ['SLIDE_VERIFICATION_REQUIRED'] })).rejects.toMatchObject({
      code: 'SLIDE_VERIFICATION_REQUIRED',
    });
    expect(env.shown).toEqual([]);
  });

  it('background polls stay silent except when the session has expired', async () => {
    const env = fakeEnvironment();
    vi.stubGlobal('fetch', async () => jsonResponse(500, { status: 500, msg: 'boom', code: 'INTERNAL' }));
    await expect(request('/api/msg/unread', { quiet: 'background' })).rejects.toBeInstanceOf(ApiError);
    expect(env.shown).toEqual([]);
    vi.stubGlobal('fetch', async () =>
      jsonResponse(401, { status: 401, msg: 'expired', code: 'SESSION_EXPIRED' }),
    );
    await expect(request('/api/msg/unread', { quiet: 'background' })).rejects.toBeInstanceOf(ApiError);
    expect(env.shown).toEqual(['expired']);
    expect(env.cleared).toBe(1);
  });

  it('reports a network failure with the network message', async () => {
    const env = fakeEnvironment();
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(request('/api/x')).rejects.toMatchObject({ code: 'NETWORK' });
    expect(env.shown).toEqual(['Network error, abnormal link with server, please try again later']);
  });

  it('aborts after the timeout and reports it with the timeout message', async () => {
    vi.useFakeTimers();
    const env = fakeEnvironment();
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = request('/api/slow');
    const assertion = expect(pending).rejects.toMatchObject({ code: 'TIMEOUT' });
    await vi.advanceTimersByTimeAsync(90_000);
    await assertion;
    expect(env.shown).toEqual(['Request timed out, please try again later']);
  });

  it('returns the response headers for login, which carries the token there', async () => {
    fakeEnvironment();
    vi.stubGlobal('fetch', async () =>
      jsonResponse(200, { status: 200, msg: 'success', data: { uid: 1 } }, { Authorization: 'tok' }),
    );
    const { data, headers } = await requestWithHeaders<{ uid: number }>('/api/login', {
      method: 'POST',
      body: {},
    });
    expect(data.uid).toBe(1);
    expect(headers.get('Authorization')).toBe('tok');
  });
});

describe('requestFile', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const fileResponse = (disposition?: string) =>
    new Response('PK', {
      status: 200,
      headers: {
        'Content-Type': 'application/zip',
        ...(disposition ? { 'Content-Disposition': disposition } : {}),
      },
    });

  it('names the file as the server does, preferring the UTF-8 name when both are sent', async () => {
    fakeEnvironment('/admin/contest');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        fileResponse(`attachment; filename="print_1.txt"; filename*=UTF-8''%E5%BC%A0_print.txt`),
      ),
    );
    expect((await requestFile('/api/file/x', { id: 1 }, 'fallback.txt')).fileName).toBe('张_print.txt');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => fileResponse('attachment; filename="contest_3.zip"')),
    );
    expect((await requestFile('/api/file/x', { id: 1 }, 'fallback.zip')).fileName).toBe('contest_3.zip');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => fileResponse()),
    );
    const { blob, fileName } = await requestFile('/api/file/x', { id: 1 }, 'fallback.zip');
    expect(fileName).toBe('fallback.zip');
    expect(await blob.text()).toBe('PK');
  });
});
