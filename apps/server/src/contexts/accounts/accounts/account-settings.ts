import {
  LIMITS,
  type ChangePhoneBody,
  type ChangeUserInfoBody,
  type EmailChangeResult,
  type UserInfo,
} from '@judge/contract';
import { invalidField, say } from '../../../errors.ts';
import { verifyPassword } from '../../../lib/passwords.ts';
import { randomDigits } from '../../../lib/random.ts';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import { presentUserInfo } from './accounts.presenter.ts';
import { codeMail } from './mails.ts';
import { accountLanguage } from '../../../http/request-language.ts';
import { type AccountsDeps, requireUser, sendCode, EMAIL_PURPOSE } from './accounts.deps.ts';

export async function sendChangeEmailCode(
  deps: AccountsDeps,
  actor: Actor,
  email: string,
): Promise<{ email: string }> {
  const { repo, siteConfig } = deps;
  const user = await requireUser(deps, actor.uid);
  if (user.email && user.email.toLowerCase() === email.toLowerCase())
    throw invalidField('email', say('The new email must differ from the old one'));
  if (await repo.findByEmail(email)) throw invalidField('email', say('The email already exists'));
  const web = await siteConfig.web();
  const code = randomDigits(LIMITS.emailCodeLength);
  await sendCode(deps, {
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
}

export async function changeEmail(
  deps: AccountsDeps,
  actor: Actor,
  input: { password: string; newEmail: string; code: string },
): Promise<EmailChangeResult> {
  const { db, repo } = deps;
  const user = await requireUser(deps, actor.uid);
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
  return {
    code: 200,
    msg: 'The email is changed',
    userInfo: presentUserInfo({ ...user, email: input.newEmail.toLowerCase() }),
  };
}

/** POST /api/change-phone: a new mobile number, never the one kept (spec 3 "Settings"); no SMS code (no SMS here). */
export async function changePhone(
  deps: AccountsDeps,
  actor: Actor,
  input: ChangePhoneBody,
): Promise<EmailChangeResult> {
  const user = await requireUser(deps, actor.uid);
  if (!(await verifyPassword(user.passwordHash, input.password)))
    throw invalidField('password', say('The password is wrong'));
  if (user.phone === input.newPhone)
    throw invalidField('newPhone', say('The new mobile number must differ from the old one'));
  await deps.repo.update(user.uid, { phone: input.newPhone });
  return {
    code: 200,
    msg: 'The mobile number is changed',
    userInfo: presentUserInfo({ ...user, phone: input.newPhone }),
  };
}

export async function changeUserInfo(
  deps: AccountsDeps,
  actor: Actor,
  input: ChangeUserInfoBody,
): Promise<UserInfo> {
  const { repo } = deps;
  const user = await requireUser(deps, actor.uid);
  const patch = Object.fromEntries(
    Object.entries(input)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, value === '' ? null : value]),
  );
  if (Object.keys(patch).length > 0) await repo.update(user.uid, patch);
  return presentUserInfo({ ...user, ...patch });
}

export function findUser(deps: AccountsDeps, username: string) {
  const { repo } = deps;
  return repo.findByUsername(username);
}

export async function userInfo(deps: AccountsDeps, uid: number): Promise<UserInfo> {
  return presentUserInfo(await requireUser(deps, uid));
}
