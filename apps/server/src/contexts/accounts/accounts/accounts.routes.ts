import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  AUTH_HEADER,
  ROLE_NAMES,
  applyResetPasswordBody,
  changeEmailBody,
  changePhoneBody,
  changePasswordBody,
  changeUserInfoBody,
  checkUsernameOrEmailBody,
  emailQuery,
  loginBody,
  registerBody,
  resetPasswordBody,
  slideVerifyBody,
  captchaResponse,
  checkUsernameOrEmailResponse,
  emailCodeSentResponse,
  loginUserInfoResponse,
  slideChallengeResponse,
  slideVerifyResponse,
  userAuthInfoResponse,
  userInfoResponse,
  accountChangeResponse,
  emailChangeResponse,
  phoneChangeResponse,
  noDataResponse,
} from '@judge/contract';
import type { ServerConfig } from '../../../config.ts';
import { requestLanguage } from '../../../http/request-language.ts';
import { createRateBudget, passwordCheckKeys, type RateBudget } from '../../../http/rate-budget.ts';
import { defineRoute } from '../../../http/route.ts';
import { clearUploadSessionCookie, setUploadSessionCookie } from '../../../http/upload-session-cookie.ts';
import type { CaptchaService } from '../../access/index.ts';
import type { AccountsService, RequestMeta } from './accounts.service.ts';

const requestMeta = (request: FastifyRequest): RequestMeta => ({
  ip: request.ip ?? null,
  userAgent: request.headers['user-agent']?.slice(0, 255) ?? null,
});

interface AccountRouteDeps {
  accounts: AccountsService;
  captcha: CaptchaService;
  config: ServerConfig;
  /** The budget of every password check but the logins' (app.ts). */
  passwordChecks: RateBudget;
}

/** The account calls (docs/api.md "Accounts"), registered by what they do. */
export function registerAccountRoutes(app: FastifyInstance, deps: AccountRouteDeps) {
  registerRegistrationRoutes(app, deps);
  registerSessionRoutes(app, deps);
  registerCaptchaRoutes(app, deps);
  registerPasswordResetRoutes(app, deps);
  registerOwnAccountRoutes(app, deps);
}

/** Whether a name or address is free, the e-mail code, and registering. */
function registerRegistrationRoutes(app: FastifyInstance, { accounts, config }: AccountRouteDeps) {
  const limits = config.rateLimits;
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/check-username-or-email',
      access: 'public',
      body: checkUsernameOrEmailBody,
      response: checkUsernameOrEmailResponse,
    },
    ({ body }) => accounts.checkUsernameOrEmail(body),
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/get-register-code',
      access: 'public',
      query: emailQuery,
      rateLimit: limits.sendCode,
      response: emailCodeSentResponse,
    },
    ({ query, request }) => accounts.sendRegisterCode(query.email, requestLanguage(request)),
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/register',
      access: 'public',
      body: registerBody,
      rateLimit: limits.register,
      response: noDataResponse,
    },
    async ({ body, request }) => {
      await accounts.register(body, requestLanguage(request));
    },
  );
}

/** Logging in (site and back office) and out. */
function registerSessionRoutes(app: FastifyInstance, { accounts, config }: AccountRouteDeps) {
  const limits = config.rateLimits;
  // Both logins guess the same passwords: one budget per address and one per username, shared by the two.
  const logins = createRateBudget(limits.login);
  for (const [url, backOffice] of [
    ['/api/login', false],
    ['/api/admin/login', true],
  ] as const) {
    defineRoute(
      app,
      { method: 'POST', url, access: 'public', body: loginBody, response: loginUserInfoResponse },
      async ({ body, request, reply }) => {
        logins.spend([`address:${request.ip}`, `username:${body.username.toLowerCase()}`]);
        const { token, user } = await accounts.login(body, requestMeta(request), { backOffice });
        reply.header(AUTH_HEADER, token);
        setUploadSessionCookie(request, reply, token);
        return user;
      },
    );
  }
  for (const url of ['/api/logout', '/api/admin/logout']) {
    defineRoute(
      app,
      { method: 'GET', url, access: 'login', response: noDataResponse },
      async ({ actor, request, reply }) => {
        await accounts.logout(actor);
        clearUploadSessionCookie(request, reply);
      },
    );
  }
}

/** The slide puzzle, its ticket, and the text captcha. */
function registerCaptchaRoutes(app: FastifyInstance, { captcha, config }: AccountRouteDeps) {
  const limits = config.rateLimits;
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/slide-captcha',
      access: 'public',
      rateLimit: limits.login,
      response: slideChallengeResponse,
    },
    () => captcha.createSlide(),
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/slide-captcha/verify',
      access: 'public',
      body: slideVerifyBody,
      rateLimit: limits.login,
      response: slideVerifyResponse,
    },
    ({ body }) => captcha.verifySlide(body.challengeId, body.x),
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/captcha',
      access: 'public',
      rateLimit: limits.reset,
      response: captchaResponse,
    },
    () => captcha.createText(),
  );
}

/** Asking for a password reset and resetting. */
function registerPasswordResetRoutes(app: FastifyInstance, { accounts, config }: AccountRouteDeps) {
  const limits = config.rateLimits;
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/apply-reset-password',
      access: 'public',
      body: applyResetPasswordBody,
      rateLimit: limits.reset,
      response: noDataResponse,
    },
    async ({ body }) => {
      await accounts.applyResetPassword(body);
    },
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/reset-password',
      access: 'public',
      body: resetPasswordBody,
      rateLimit: limits.reset,
      response: noDataResponse,
    },
    async ({ body }) => {
      await accounts.resetPassword(body);
    },
  );
}

/** The signed-in user's own account: password, e-mail, profile, role. */
function registerOwnAccountRoutes(
  app: FastifyInstance,
  { accounts, config, passwordChecks }: AccountRouteDeps,
) {
  const limits = config.rateLimits;
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/change-password',
      access: 'login',
      body: changePasswordBody,
      response: accountChangeResponse,
    },
    ({ actor, body, request }) => {
      passwordChecks.spend(passwordCheckKeys(request.ip, actor.uid));
      return accounts.changePassword(actor, body);
    },
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/get-change-email-code',
      access: 'login',
      query: emailQuery,
      rateLimit: limits.sendCode,
      response: emailCodeSentResponse,
    },
    ({ actor, query }) => accounts.sendChangeEmailCode(actor, query.email),
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/change-email',
      access: 'login',
      body: changeEmailBody,
      response: emailChangeResponse,
    },
    ({ actor, body, request }) => {
      passwordChecks.spend(passwordCheckKeys(request.ip, actor.uid));
      return accounts.changeEmail(actor, body);
    },
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/change-phone',
      access: 'login',
      body: changePhoneBody,
      response: phoneChangeResponse,
    },
    ({ actor, body, request }) => {
      passwordChecks.spend(passwordCheckKeys(request.ip, actor.uid));
      return accounts.changePhone(actor, body);
    },
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/change-userInfo',
      access: 'login',
      body: changeUserInfoBody,
      response: userInfoResponse,
    },
    ({ actor, body }) => accounts.changeUserInfo(actor, body),
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/get-user-auth-info',
      access: 'login',
      query: z.object({}).passthrough(),
      response: userAuthInfoResponse,
    },
    async ({ actor }) => ({
      role: actor.role,
      roles: [ROLE_NAMES[actor.role]],
    }),
  );
  defineRoute(
    app,
    { method: 'GET', url: '/api/get-user-info', access: 'login', response: userInfoResponse },
    ({ actor }) => accounts.userInfo(actor.uid),
  );
}
