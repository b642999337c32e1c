import { canEnterBackOffice, LIMITS, USER_STATUS, type LoginBody, type LoginUserInfo } from '@judge/contract';
import { AppError } from '../../../errors.ts';
import { hashPassword, isLegacyPasswordHash } from '../../../lib/passwords.ts';
import { isoAfterSeconds, nowIso } from '../../../lib/time.ts';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import { presentUserInfo, roleOf } from './accounts.presenter.ts';
import { type AccountsDeps, verifyOrDummy, FAILURE_MEMORY_SECONDS, RequestMeta } from './accounts.deps.ts';

export async function login(
  deps: AccountsDeps,
  input: LoginBody,
  meta: RequestMeta,
  options: { backOffice: boolean },
): Promise<{ token: string; user: LoginUserInfo }> {
  const { captcha, repo, tokens, sessionRules } = deps;
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
  const ok = await verifyOrDummy(deps, user?.passwordHash, input.password);
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
  const rule = await sessionRules.sessionRuleOf({
    uid: user.uid,
    username: user.username,
    role: roleOf(user),
  });
  const loginTime = nowIso();
  // An account carried over from HOJ still holds HOJ's MD5: the right password replaces it with argon2.
  const rehashed = isLegacyPasswordHash(user.passwordHash)
    ? { passwordHash: await hashPassword(input.password) }
    : {};
  await repo.update(user.uid, { recentLoginTime: loginTime, ...rehashed });
  const { token } = await tokens.issue(user.uid, meta, rule);
  // The web greets a first login differently from a return (issue 13 found 'Welcome back' on the first).
  const firstLogin = user.recentLoginTime === null;
  return { token, user: { ...presentUserInfo({ ...user, recentLoginTime: loginTime }), firstLogin } };
}

export function logout(deps: AccountsDeps, actor: Actor) {
  const { tokens } = deps;
  return tokens.revoke(actor.sessionId);
}
