import {
  canEnterBackOffice,
  LIMITS,
  Role,
  USER_STATUS,
  type ChangeUserInfoBody,
  type CheckUsernameOrEmailResult,
  type LoginBody,
  type LoginUserInfo,
  type RegisterBody,
  type SiteLanguage,
  type UserInfo,
} from '@judge/contract';
import type { Db } from '../../../db/database.ts';
import { AppError, invalidField, say } from '../../../errors.ts';
import { hashPassword, isLegacyPasswordHash, verifyPassword } from '../../../lib/passwords.ts';
import { randomDigits, randomPassword, randomToken } from '../../../lib/random.ts';
import { isoAfterSeconds, nowIso, secondsSince } from '../../../lib/time.ts';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import type { CaptchaService } from '../../access/index.ts';
import type { Mailer } from '../../platform/index.ts';
import type { TokenService } from '../../access/index.ts';
import type { SiteConfigService } from '../../site/facts.ts';
import { createAccountsRepo } from './accounts.repo.ts';
import { presentUserInfo, roleOf } from './accounts.presenter.ts';
import { codeMail, resetMail } from './mails.ts';
import { accountLanguage } from '../../../http/request-language.ts';

/** Failed logins older than this are forgotten, so a forgotten password doesn't lock forever. */
const FAILURE_MEMORY_SECONDS = 30 * 60;
/** A hash to verify against when the user does not exist, so timing doesn't reveal usernames. */
const DUMMY_HASH_PASSWORD = 'not-a-real-password';

export const EMAIL_PURPOSE = { register: 'register', changeEmail: 'change-email', reset: 'reset' } as const;

interface Deps {
  db: Db;
  tokens: TokenService;
  mailer: Mailer;
  captcha: CaptchaService;
  siteConfig: SiteConfigService;
}

export interface RequestMeta {
  ip: string | null;
  userAgent: string | null;
}

export function createAccountsService({ db, tokens, mailer, captcha, siteConfig }: Deps) {
  const repo = createAccountsRepo(db);
  let dummyHash: Promise<string> | null = null;

  async function requireUser(uid: number) {
    const user = await repo.findByUid(uid);
    if (!user) throw new AppError('UNAUTHENTICATED');
    return user;
  }

  function cooldownLeft(createdAt: string, cooldownSeconds: number): number {
    return Math.ceil(cooldownSeconds - secondsSince(createdAt));
  }

  /** Stores a code, mails it, and takes it back if the mail could not go out. */
  async function sendCode(options: {
    email: string;
    purpose: string;
    uid: number | null;
    cooldownSeconds: number;
    code: string;
    ttlSeconds: number;
    mail: { subject: string; text: string; html?: string };
  }) {
    const latest = await repo.latestCode(options.email, options.purpose);
    if (latest) {
      const left = cooldownLeft(latest.createdAt, options.cooldownSeconds);
      if (left > 0)
        throw new AppError(
          'COOLDOWN',
          say('Please wait {{seconds}} {{seconds|second|seconds}} before asking for another email', {
            seconds: left,
          }),
          {
            secondsLeft: left,
          },
        );
    }
    const id = await repo.insertCode({
      email: options.email,
      purpose: options.purpose,
      code: options.code,
      uid: options.uid,
      expiresAt: isoAfterSeconds(options.ttlSeconds),
    });
    try {
      await mailer.send({ to: options.email, ...options.mail });
    } catch (error) {
      await repo.deleteCode(id);
      throw error;
    }
  }

  async function verifyOrDummy(passwordHash: string | undefined, password: string): Promise<boolean> {
    if (passwordHash) return verifyPassword(passwordHash, password);
    dummyHash ??= hashPassword(DUMMY_HASH_PASSWORD);
    await verifyPassword(await dummyHash, password);
    return false;
  }

  const service = {
    async checkUsernameOrEmail(input: {
      username?: string;
      email?: string;
    }): Promise<CheckUsernameOrEmailResult> {
      const [byName, byEmail] = await Promise.all([
        input.username ? repo.findByUsername(input.username) : undefined,
        input.email ? repo.findByEmail(input.email) : undefined,
      ]);
      return { username: Boolean(byName), email: Boolean(byEmail) };
    },

    async sendRegisterCode(email: string, language: SiteLanguage): Promise<{ email: string }> {
      const web = await siteConfig.web();
      if (!web.register) throw new AppError('REGISTER_CLOSED');
      if (await repo.findByEmail(email)) throw invalidField('email', say('The email already exists'));
      const code = randomDigits(LIMITS.emailCodeLength);
      await sendCode({
        email,
        purpose: EMAIL_PURPOSE.register,
        uid: null,
        code,
        cooldownSeconds: LIMITS.registerCodeCooldownSeconds,
        ttlSeconds: LIMITS.emailCodeTtlSeconds,
        mail: codeMail(web.webName, code, 'register', LIMITS.emailCodeTtlSeconds / 60, language),
      });
      return { email };
    },

    /** `language`: the page's, kept with the account so its mails come in it. */
    async register(input: RegisterBody, language: SiteLanguage): Promise<void> {
      const web = await siteConfig.web();
      if (!web.register) throw new AppError('REGISTER_CLOSED');
      if (await repo.findByUsername(input.username))
        throw invalidField('username', say('The username already exists, Try append number'));
      if (await repo.findByEmail(input.email)) throw invalidField('email', say('The email already exists'));
      const passwordHash = await hashPassword(input.password);
      await db.transaction().execute(async (trx) => {
        // Code and account commit together: a failed insert leaves the code usable.
        const spent = await repo.consumeCode(
          { email: input.email, purpose: EMAIL_PURPOSE.register, code: input.code },
          trx,
        );
        if (!spent) throw invalidField('code', say('The verification code is wrong or has expired'));
        try {
          await repo.insert(
            {
              username: input.username,
              passwordHash,
              email: input.email.toLowerCase(),
              role: Role.USER,
              status: USER_STATUS.NORMAL,
              gender: 'secrecy',
              defCode: 0,
              language,
            },
            trx,
          );
        } catch (error) {
          // Two registrations racing for one name: the unique index decides.
          if (/unique|duplicate/i.test(String(error)))
            throw invalidField('username', say('The username already exists, Try append number'));
          throw error;
        }
      });
    },

    async login(
      input: LoginBody,
      meta: RequestMeta,
      options: { backOffice: boolean },
    ): Promise<{ token: string; user: LoginUserInfo }> {
      // Every try counts as a failure before its password is checked, so parallel tries each see the ones
      // before them: only the first slideAfterFailures of a window are checked without a slide.
      const tries = await repo.countTry(input.username, isoAfterSeconds(-FAILURE_MEMORY_SECONDS));
      const earlierFailures = tries - 1;
      if (earlierFailures >= LIMITS.slideAfterFailures) {
        // The client draws the slider, but the server is what demands it.
        if (!input.slideTicket || !(await captcha.useSlideTicket(input.slideTicket))) {
          throw new AppError('SLIDE_VERIFICATION_REQUIRED', undefined, { failedCount: earlierFailures });
        }
      }
      const user = await repo.findByUsername(input.username);
      const ok = await verifyOrDummy(user?.passwordHash, input.password);
      if (!user || !ok) {
        throw new AppError('WRONG_CREDENTIALS', undefined, {
          failedCount: tries,
          slideRequired: tries >= LIMITS.slideAfterFailures,
        });
      }
      // The right password ends the count, whatever the account may do next.
      await repo.clearFailures(input.username);
      if (user.status !== USER_STATUS.NORMAL) throw new AppError('ACCOUNT_DISABLED');
      if (options.backOffice && !canEnterBackOffice(roleOf(user))) throw new AppError('ADMIN_REQUIRED');
      const loginTime = nowIso();
      // An account carried over from HOJ still holds HOJ's MD5: the right password replaces it with argon2.
      const rehashed = isLegacyPasswordHash(user.passwordHash)
        ? { passwordHash: await hashPassword(input.password) }
        : {};
      await repo.update(user.uid, { recentLoginTime: loginTime, ...rehashed });
      const { token } = await tokens.issue(user.uid, meta);
      // The web greets a first login differently from a return (issue 13 found 'Welcome back' on the first).
      const firstLogin = user.recentLoginTime === null;
      return { token, user: { ...presentUserInfo({ ...user, recentLoginTime: loginTime }), firstLogin } };
    },

    logout: (actor: Actor) => tokens.revoke(actor.sessionId),

    async applyResetPassword(input: { email: string; captcha: string; captchaKey: string }): Promise<void> {
      await captcha.checkText(input.captchaKey, input.captcha);
      const user = await repo.findByEmail(input.email);
      if (!user || !user.email) throw invalidField('email', say('The username/email does not exist'));
      const web = await siteConfig.web();
      const code = randomToken(24);
      const link = `${web.baseUrl.replace(/\/+$/, '')}/reset-password?username=${encodeURIComponent(user.username)}&code=${encodeURIComponent(code)}`;
      await sendCode({
        email: user.email,
        purpose: EMAIL_PURPOSE.reset,
        uid: user.uid,
        code,
        cooldownSeconds: LIMITS.resetCooldownSeconds,
        ttlSeconds: LIMITS.resetCodeTtlSeconds,
        mail: resetMail(
          web.webName,
          user.username,
          link,
          LIMITS.resetCodeTtlSeconds / 60,
          accountLanguage(user.language),
        ),
      });
    },

    async resetPassword(input: { username: string; password: string; code: string }): Promise<void> {
      const user = await repo.findByUsername(input.username);
      if (!user || !user.email) throw invalidField('username', say('The username does not exist'));
      const passwordHash = await hashPassword(input.password);
      await db.transaction().execute(async (trx) => {
        const spent = await repo.consumeCode(
          { email: user.email!, purpose: EMAIL_PURPOSE.reset, code: input.code, uid: user.uid },
          trx,
        );
        if (!spent) throw invalidField('code', say('The reset link is wrong or has expired'));
        await repo.update(user.uid, { passwordHash }, trx);
      });
      await tokens.revokeAllOfUser(user.uid);
      await repo.clearFailures(user.username);
    },

    async changePassword(actor: Actor, input: { oldPassword: string; newPassword: string }): Promise<void> {
      const user = await requireUser(actor.uid);
      if (!(await verifyPassword(user.passwordHash, input.oldPassword)))
        throw invalidField('oldPassword', say('The old password is wrong'));
      if (input.oldPassword === input.newPassword)
        throw invalidField('newPassword', say('The new password must differ from the old one'));
      await repo.update(user.uid, { passwordHash: await hashPassword(input.newPassword) });
      // Other devices must sign in again with the new password; this one stays signed in.
      await tokens.revokeAllOfUser(user.uid, actor.sessionId);
    },

    async sendChangeEmailCode(actor: Actor, email: string): Promise<{ email: string }> {
      const user = await requireUser(actor.uid);
      if (user.email && user.email.toLowerCase() === email.toLowerCase())
        throw invalidField('email', say('The new email must differ from the old one'));
      if (await repo.findByEmail(email)) throw invalidField('email', say('The email already exists'));
      const web = await siteConfig.web();
      const code = randomDigits(LIMITS.emailCodeLength);
      await sendCode({
        email,
        purpose: EMAIL_PURPOSE.changeEmail,
        uid: user.uid,
        code,
        cooldownSeconds: LIMITS.registerCodeCooldownSeconds,
        ttlSeconds: LIMITS.emailCodeTtlSeconds,
        mail: codeMail(
          web.webName,
          code,
          'change-email',
          LIMITS.emailCodeTtlSeconds / 60,
          accountLanguage(user.language),
        ),
      });
      return { email };
    },

    async changeEmail(
      actor: Actor,
      input: { password: string; newEmail: string; code: string },
    ): Promise<UserInfo> {
      const user = await requireUser(actor.uid);
      if (!(await verifyPassword(user.passwordHash, input.password)))
        throw invalidField('password', say('The password is wrong'));
      if (user.email && user.email.toLowerCase() === input.newEmail.toLowerCase())
        throw invalidField('newEmail', say('The new email must differ from the old one'));
      const other = await repo.findByEmail(input.newEmail);
      if (other && other.uid !== user.uid) throw invalidField('newEmail', say('The email already exists'));
      await db.transaction().execute(async (trx) => {
        const spent = await repo.consumeCode(
          { email: input.newEmail, purpose: EMAIL_PURPOSE.changeEmail, code: input.code, uid: user.uid },
          trx,
        );
        if (!spent) throw invalidField('code', say('The verification code is wrong or has expired'));
        await repo.update(user.uid, { email: input.newEmail.toLowerCase() }, trx);
      });
      return presentUserInfo({ ...user, email: input.newEmail.toLowerCase() });
    },

    async changeUserInfo(actor: Actor, input: ChangeUserInfoBody): Promise<UserInfo> {
      const user = await requireUser(actor.uid);
      const patch = Object.fromEntries(
        Object.entries(input)
          .filter(([, value]) => value !== undefined)
          .map(([key, value]) => [key, value === '' ? null : value]),
      );
      if (Object.keys(patch).length > 0) await repo.update(user.uid, patch);
      return presentUserInfo({ ...user, ...patch });
    },

    findUser: (username: string) => repo.findByUsername(username),

    async userInfo(uid: number): Promise<UserInfo> {
      return presentUserInfo(await requireUser(uid));
    },

    /**
     * The super admin account, created on the first start. Returns the password when it was
     * generated here, so the caller can print it once.
     */
    async ensureRootAccount(
      rootPassword: string | undefined,
    ): Promise<{ created: boolean; generatedPassword?: string }> {
      if (await repo.findByUsername('root')) return { created: false };
      const password = rootPassword ?? randomPassword(16);
      await repo.insert({
        username: 'root',
        passwordHash: await hashPassword(password),
        email: null,
        role: Role.ROOT,
        status: USER_STATUS.NORMAL,
        gender: 'secrecy',
        defCode: 1,
        nickname: 'root',
      });
      return { created: true, generatedPassword: rootPassword ? undefined : password };
    },
  };
  return service;
}
export type AccountsService = ReturnType<typeof createAccountsService>;
