import type {
  AccountChangeResult,
  CaptchaResult,
  ChangeUserInfoBody,
  CheckUsernameOrEmailResult,
  EmailChangeResult,
  LoginUserInfo,
  SlideChallenge,
  SlideVerifyResult,
  UnreadCounts,
  UserInfo,
  EmailCodeSent,
} from '@judge/contract';
import { AUTH_HEADER } from '@judge/contract';
import { request, requestWithHeaders, type RequestOptions } from './request';

export interface LoginInput {
  username: string;
  password: string;
  slideTicket?: string;
}

export interface LoginResult {
  token: string;
  user: UserInfo;
  /** The account had never logged in before (the greeting says welcome, not welcome back). */
  firstLogin: boolean;
}

async function loginAt(path: string, input: LoginInput, options: RequestOptions): Promise<LoginResult> {
  const { data, headers } = await requestWithHeaders<LoginUserInfo>(path, {
    method: 'POST',
    body: input,
    withoutToken: true,
    ...options,
  });
  // "Login reads the authorization response header as the token and the body data as user info" (§7.1).
  const token = headers.get(AUTH_HEADER);
  if (!token) throw new Error('The server answered the login without a token');
  const { firstLogin, ...user } = data;
  return { token, user, firstLogin: Boolean(firstLogin) };
}

export const accountsApi = {
  login: (input: LoginInput, options: RequestOptions = {}) => loginAt('/api/login', input, options),
  adminLogin: (input: LoginInput, options: RequestOptions = {}) =>
    loginAt('/api/admin/login', input, options),
  logout: (token?: string) => request<null>('/api/logout', { quiet: true, token }),
  adminLogout: () => request<null>('/api/admin/logout', { quiet: true }),
  getRegisterCode: (email: string) => request<EmailCodeSent>('/api/get-register-code', { params: { email } }),
  checkUsernameOrEmail: (input: { username?: string; email?: string }) =>
    request<CheckUsernameOrEmailResult>('/api/check-username-or-email', {
      method: 'POST',
      body: input,
      quiet: true,
    }),
  register: (input: { username: string; password: string; email: string; code: string }) =>
    request<null>('/api/register', { method: 'POST', body: input }),
  getSlideChallenge: () => request<SlideChallenge>('/api/slide-captcha'),
  verifySlide: (challengeId: string, x: number) =>
    request<SlideVerifyResult>('/api/slide-captcha/verify', {
      method: 'POST',
      body: { challengeId, x },
      quiet: ['SLIDE_VERIFICATION_FAILED'],
    }),
  getCaptcha: () => request<CaptchaResult>('/api/captcha'),
  applyResetPassword: (input: { email: string; captcha: string; captchaKey: string }) =>
    request<null>('/api/apply-reset-password', { method: 'POST', body: input }),
  resetPassword: (input: { username: string; password: string; code: string }) =>
    request<null>('/api/reset-password', { method: 'POST', body: input }),
  changePassword: (input: { oldPassword: string; newPassword: string }) =>
    request<AccountChangeResult>('/api/change-password', { method: 'POST', body: input }),
  getChangeEmailCode: (email: string) =>
    request<EmailCodeSent>('/api/get-change-email-code', { params: { email } }),
  changeEmail: (input: { password: string; newEmail: string; code: string }) =>
    request<EmailChangeResult>('/api/change-email', { method: 'POST', body: input }),
  changePhone: (input: { password: string; newPhone: string }) =>
    request<EmailChangeResult>('/api/change-phone', { method: 'POST', body: input }),
  changeUserInfo: (input: ChangeUserInfoBody) =>
    request<UserInfo>('/api/change-userInfo', { method: 'POST', body: input }),
  /** `token`: the session the poll belongs to, so a poll that outlives a logout reads as stale. */
  unread: (token?: string) => request<UnreadCounts>('/api/msg/unread', { quiet: 'background', token }),
};
