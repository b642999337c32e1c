import { redirect } from 'react-router';
import { canEnterBackOffice, type RoleId } from '@judge/contract';
import { toast } from '../components/feedback';
import { i18n } from '../i18n';
import { openAuthDialog } from '../state/auth-dialog';
import { fetchWebsiteConfig, websiteConfigQueryKey } from '../api/site';
import { queryClient } from '../query-client';
import { clearSession, isLoggedIn, sessionStore } from '../state/session';
import { readSignedInAccount } from '../state/signed-in-account';

/**
 * Route loaders that keep pages from rendering for the wrong visitor (spec 3-groups-admin
 * "Route guards"). They run before the page, so nothing flashes before the redirect.
 */
export function requireLogin() {
  if (isLoggedIn()) return null;
  return signedInByAddress().then((signedIn) => {
    if (signedIn) return null;
    clearSession();
    toast.error(i18n.t('guard.loginFirst'));
    openAuthDialog('Login');
    throw redirect('/home');
  });
}

/**
 * A contest hall's seat is signed in by its address with the page's first call (docs/contest-hall.md): the site's
 * settings, which every page asks first, bring its token, then its account is read. A seat opening a contest's
 * page is let in, not sent home to a login it does not need; anyone else waits only for that one call.
 */
async function signedInByAddress(): Promise<boolean> {
  await queryClient
    .fetchQuery({ queryKey: websiteConfigQueryKey, queryFn: fetchWebsiteConfig, staleTime: 5 * 60_000 })
    .catch(() => undefined);
  const { token, user } = sessionStore.get();
  if (token && !user) await readSignedInAccount();
  return isLoggedIn();
}

export function requireBackOfficeRole(allowed: (role: RoleId) => boolean = canEnterBackOffice) {
  return () => {
    const { user } = sessionStore.get();
    if (isLoggedIn() && user && allowed(user.role)) return null;
    toast.error(i18n.t('guard.adminLoginFirst'));
    throw redirect('/admin/login');
  };
}

/** "Any other /admin/* redirects to /admin/login." */
export function redirectUnknownAdminPath(): never {
  throw redirect('/admin/login');
}
