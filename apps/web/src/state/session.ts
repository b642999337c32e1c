import type { UserInfo } from '@judge/contract';
import { canEnterBackOffice, canManageUsers, isAdminRole } from '@judge/contract';
import { createStore, useStore } from './store';

const TOKEN_KEY = 'token';
const USER_KEY = 'userInfo';

export interface Session {
  token: string | null;
  user: UserInfo | null;
}

function readStorage(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string | null) {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, value);
  } catch {
    // Private browsing can refuse storage; the in-memory session still works for this tab.
  }
}

function loadUser(): UserInfo | null {
  const raw = readStorage(USER_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as UserInfo;
  } catch {
    return null;
  }
}

export const sessionStore = createStore<Session>({ token: readStorage(TOKEN_KEY), user: loadUser() });

export function setSession(token: string, user: UserInfo) {
  writeStorage(TOKEN_KEY, token);
  writeStorage(USER_KEY, JSON.stringify(user));
  sessionStore.set({ token, user });
}

/** The server hands out a fresh token before the old one expires (Refresh-Token: true). */
export function replaceToken(token: string) {
  writeStorage(TOKEN_KEY, token);
  sessionStore.set({ ...sessionStore.get(), token });
}

export function updateUser(user: UserInfo) {
  writeStorage(USER_KEY, JSON.stringify(user));
  sessionStore.set({ ...sessionStore.get(), user });
}

export function clearSession() {
  writeStorage(TOKEN_KEY, null);
  writeStorage(USER_KEY, null);
  sessionStore.set({ token: null, user: null });
}

/** "Token present means authenticated" (spec 1-core §4.6). */
export const isLoggedIn = (session: Session = sessionStore.get()) => Boolean(session.token && session.user);

export function useSession() {
  const session = useStore(sessionStore);
  const role = session.user?.role;
  return {
    ...session,
    loggedIn: isLoggedIn(session),
    isAdmin: role !== undefined && isAdminRole(role),
    canEnterBackOffice: role !== undefined && canEnterBackOffice(role),
    canManageUsers: role !== undefined && canManageUsers(role),
  };
}
