import { bindOperations } from '../../../lib/operations.ts';
import { accountsDeps, type AccountsCollaborators } from './accounts.deps.ts';
import {
  checkUsernameOrEmail,
  sendRegisterCode,
  register,
  ensureRootAccount,
} from './account-registration.ts';
import { login, logout } from './account-sessions.ts';
import { applyResetPassword, resetPassword, changePassword } from './account-passwords.ts';
import {
  sendChangeEmailCode,
  changeEmail,
  changePhone,
  changeUserInfo,
  findUser,
  userInfo,
} from './account-settings.ts';

export { EMAIL_PURPOSE, type RequestMeta } from './accounts.deps.ts';

/** The operations, one file per area (account-registration, account-sessions, account-passwords, account-settings), bound to one deps. */
export function createAccountsService(collaborators: AccountsCollaborators) {
  return bindOperations(accountsDeps(collaborators), {
    checkUsernameOrEmail,
    sendRegisterCode,
    register,
    login,
    logout,
    applyResetPassword,
    resetPassword,
    changePassword,
    sendChangeEmailCode,
    changeEmail,
    changePhone,
    changeUserInfo,
    findUser,
    userInfo,
    ensureRootAccount,
  });
}
export type AccountsService = ReturnType<typeof createAccountsService>;
