import { LIMITS, type AccountChangeResult } from '@judge/contract';
import { invalidField, say } from '../../../errors.ts';
import { hashPassword, verifyPassword } from '../../../lib/passwords.ts';
import { randomToken } from '../../../lib/random.ts';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import { resetMail } from './mails.ts';
import { accountLanguage } from '../../../http/request-language.ts';
import { type AccountsDeps, requireUser, sendCode, EMAIL_PURPOSE } from './accounts.deps.ts';

export async function applyResetPassword(
  deps: AccountsDeps,
  input: { email: string; captcha: string; captchaKey: string },
): Promise<void> {
  const { captcha, repo, siteConfig } = deps;
  await captcha.checkText(input.captchaKey, input.captcha);
  const user = await repo.findByEmail(input.email);
  if (!user || !user.email) throw invalidField('email', say('The username/email does not exist'));
  const web = await siteConfig.web();
  const code = randomToken(24);
  const link = `${web.baseUrl.replace(/\/+$/, '')}/reset-password?username=${encodeURIComponent(user.username)}&code=${encodeURIComponent(code)}`;
  await sendCode(deps, {
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
}

export async function resetPassword(
  deps: AccountsDeps,
  input: { username: string; password: string; code: string },
): Promise<void> {
  const { db, repo, tokens } = deps;
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
}

export async function changePassword(
  deps: AccountsDeps,
  actor: Actor,
  input: { oldPassword: string; newPassword: string },
): Promise<AccountChangeResult> {
  const { repo, tokens } = deps;
  const user = await requireUser(deps, actor.uid);
  if (!(await verifyPassword(user.passwordHash, input.oldPassword)))
    throw invalidField('oldPassword', say('The old password is wrong'));
  if (input.oldPassword === input.newPassword)
    throw invalidField('newPassword', say('The new password must differ from the old one'));
  await repo.update(user.uid, { passwordHash: await hashPassword(input.newPassword) });
  // Other devices must sign in again with the new password; this one stays signed in.
  await tokens.revokeAllOfUser(user.uid, actor.sessionId);
  return { code: 200, msg: 'The password is changed; other devices must sign in again' };
}
