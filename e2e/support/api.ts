import { ROOT_PASSWORD, ROOT_USERNAME } from './app';

/**
 * Direct API calls for setting up data, so specs test one flow through the UI at a time. The back
 * office's login is for admins; ordinary users log in through the site's (`door: 'site'`).
 */
export async function apiLogin(
  baseUrl: string,
  username = ROOT_USERNAME,
  password = ROOT_PASSWORD,
  door: 'admin' | 'site' = 'admin',
) {
  const response = await fetch(`${baseUrl}${door === 'admin' ? '/api/admin/login' : '/api/login'}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const token = response.headers.get('Authorization');
  if (!response.ok || !token)
    throw new Error(`Login of ${username} failed: ${response.status} ${await response.text()}`);
  return token;
}

export async function apiCall<T>(
  baseUrl: string,
  token: string,
  method: string,
  pathname: string,
  body?: unknown,
) {
  const response = await fetch(`${baseUrl}${pathname}`, {
    method,
    headers: {
      Authorization: token,
      'Url-Type': pathname.startsWith('/api/admin/') ? 'admin' : 'general',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as { status: number; msg: string; data: T };
  if (envelope.status !== 200) throw new Error(`${method} ${pathname}: ${envelope.status} ${envelope.msg}`);
  return envelope.data;
}

/** A user's uid, found through the back office's user list (root's token). */
export async function uidOfUser(baseUrl: string, rootToken: string, username: string): Promise<number> {
  const users = await apiCall<{ records: { uid: number; username: string }[] }>(
    baseUrl,
    rootToken,
    'GET',
    `/api/admin/user/get-user-list?keyword=${username}&currentPage=1&limit=10`,
  );
  return users.records.find((user) => user.username === username)!.uid;
}

/** A bank problem's id by its problem id (`P1000` is the demo A+B), through the back office's problem list. */
export async function pidOfProblem(baseUrl: string, rootToken: string, problemId: string): Promise<number> {
  const list = await apiCall<{ records: { id: number; problemId: string }[] }>(
    baseUrl,
    rootToken,
    'GET',
    `/api/admin/problem/get-problem-list?currentPage=1&limit=10&keyword=${problemId}`,
  );
  return list.records.find((row) => row.problemId === problemId)!.id;
}

/** Puts a bank problem (the demo A+B unless told) into a contest as problem A (unless told); answers its pid. */
export async function addBankProblemToContest(
  baseUrl: string,
  rootToken: string,
  cid: number,
  { problemId = 'P1000', displayId = 'A' }: { problemId?: string; displayId?: string } = {},
): Promise<number> {
  const pid = await pidOfProblem(baseUrl, rootToken, problemId);
  await apiCall(baseUrl, rootToken, 'POST', '/api/admin/contest/add-problem-from-public', {
    cid,
    pid,
    displayId,
  });
  return pid;
}

/**
 * A public ACM contest (the times and title given) holding the demo A+B as problem A, made through the back office
 * as an admin would; answers the contest's and the problem's ids.
 */
export async function createContestWithAPlusB(
  baseUrl: string,
  rootToken: string,
  contest: { title: string; description: string; startTime: string; endTime: string },
): Promise<{ cid: number; pid: number }> {
  const { cid } = await apiCall<{ cid: number }>(baseUrl, rootToken, 'POST', '/api/admin/contest', {
    ...contest,
    type: 0,
    auth: 0,
  });
  return { cid, pid: await addBankProblemToContest(baseUrl, rootToken, cid) };
}

/** Creates ordinary accounts through the admin import call. */
export async function createUsers(
  baseUrl: string,
  users: { username: string; password: string; email?: string }[],
) {
  const token = await apiLogin(baseUrl);
  await apiCall(baseUrl, token, 'POST', '/api/admin/user/insert-batch-user', {
    users: users.map((user) => [user.username, user.password, user.email ?? '']),
    columns: ['username', 'password', 'email'],
  });
}

/** Signs a browser page in the way the app itself does: token and user info in localStorage. */
export async function signInPage(
  page: import('playwright-core').Page,
  baseUrl: string,
  username = ROOT_USERNAME,
  password = ROOT_PASSWORD,
) {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const token = response.headers.get('Authorization');
  const envelope = (await response.json()) as { data: unknown };
  if (!token) throw new Error(`Login of ${username} failed`);
  await page.addInitScript(
    ([storedToken, user]) => {
      localStorage.setItem('token', storedToken);
      localStorage.setItem('userInfo', user);
    },
    [token, JSON.stringify(envelope.data)] as const,
  );
}
