import type { RoleId, SessionRule, WebConfig } from '@judge/contract';
import type { Db } from '../../../db/database.ts';
import { AppError, say } from '../../../errors.ts';
import { hashPassword, verifyPassword } from '../../../lib/passwords.ts';
import { isoAfterSeconds, secondsSince } from '../../../lib/time.ts';
import type { CaptchaService } from '../../access/index.ts';
import type { Mailer } from '../../platform/index.ts';
import type { TokenService } from '../../access/index.ts';
import { createAccountsRepo } from './accounts.repo.ts';

/** Failed logins older than this are forgotten, so a forgotten password doesn't lock forever. */
export const FAILURE_MEMORY_SECONDS = 30 * 60;

/** A hash to verify against when the user does not exist, so timing doesn't reveal usernames. */
export const DUMMY_HASH_PASSWORD = 'not-a-real-password';

export const EMAIL_PURPOSE = { register: 'register', changeEmail: 'change-email', reset: 'reset' } as const;

export interface AccountsCollaborators {
  db: Db;
  tokens: TokenService;
  mailer: Mailer;
  captcha: CaptchaService;
  /** The site's web settings (registration open, mail rules): the site context's, handed in by the root. */
  siteConfig: { web(): Promise<WebConfig> };
  /**
   * The session rule of an account signing in (one session only while a contest hall holds it): the contests'
   * hall, handed in by the root (docs/contest-hall.md).
   */
  sessionRules: {
    sessionRuleOf(account: { uid: number; username: string; role: RoleId }): Promise<SessionRule>;
  };
}

export interface RequestMeta {
  ip: string | null;
  userAgent: string | null;
}

/** What each operation works with: the collaborators and what the context builds of its own once. */
export function accountsDeps(collaborators: AccountsCollaborators) {
  return {
    ...collaborators,
    repo: createAccountsRepo(collaborators.db),
    /** A hash made once, checked against when no account matches, so a wrong name costs a login as long. */
    dummyHash: { promise: null as Promise<string> | null },
  };
}
export type AccountsDeps = ReturnType<typeof accountsDeps>;

export async function requireUser(deps: AccountsDeps, uid: number) {
  const { repo } = deps;
  const user = await repo.findByUid(uid);
  if (!user) throw new AppError('UNAUTHENTICATED');
  return user;
}

export function cooldownLeft(createdAt: string, cooldownSeconds: number): number {
  return Math.ceil(cooldownSeconds - secondsSince(createdAt));
}

/** Stores a code, mails it, and takes it back if the mail could not go out. */
export async function sendCode(
  deps: AccountsDeps,
  options: {
    email: string;
    purpose: string;
    uid: number | null;
    cooldownSeconds: number;
    code: string;
    ttlSeconds: number;
    mail: { subject: string; text: string; html?: string };
  },
) {
  const { mailer, repo } = deps;
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

export async function verifyOrDummy(
  deps: AccountsDeps,
  passwordHash: string | undefined,
  password: string,
): Promise<boolean> {
  const { dummyHash } = deps;
  if (passwordHash) return verifyPassword(passwordHash, password);
  dummyHash.promise ??= hashPassword(DUMMY_HASH_PASSWORD);
  await verifyPassword(await dummyHash.promise, password);
  return false;
}
