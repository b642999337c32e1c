import { redirect } from 'react-router';
import { canEnterBackOffice, type RoleId } from '@judge/contract';
import { toast } from '../components/feedback';
import { i18n } from '../i18n';
import { openAuthDialog } from '../state/auth-dialog';
import { clearSession, isLoggedIn, sessionStore } from '../state/session';

/**
 * Route loaders that keep pages from rendering for the wrong visitor (spec 3-groups-admin
 * "Route guards"). They run before the page, so nothing flashes before the redirect.
 */
export function requireLogin() {
  if (isLoggedIn()) return null;
  clearSession();
  toast.error(i18n.t('guard.loginFirst'));
  openAuthDialog('Login');
  throw redirect('/home');
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
