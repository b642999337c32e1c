import {
  LIMITS,
  Role,
  USER_STATUS,
  type CheckUsernameOrEmailResult,
  type RegisterBody,
  type SiteLanguage,
} from '@judge/contract';
import { AppError, invalidField, say } from '../../../errors.ts';
import { hashPassword } from '../../../lib/passwords.ts';
import { randomDigits, randomPassword } from '../../../lib/random.ts';
import { codeMail } from './mails.ts';
import { type AccountsDeps, sendCode, EMAIL_PURPOSE } from './accounts.deps.ts';

export async function checkUsernameOrEmail(
  deps: AccountsDeps,
  input: {
    username?: string;
    email?: string;
  },
): Promise<CheckUsernameOrEmailResult> {
  const { repo } = deps;
  const [byName, byEmail] = await Promise.all([
    input.username ? repo.findByUsername(input.username) : undefined,
    input.email ? repo.findByEmail(input.email) : undefined,
  ]);
  return { username: Boolean(byName), email: Boolean(byEmail) };
}

export async function sendRegisterCode(
  deps: AccountsDeps,
  email: string,
  language: SiteLanguage,
): Promise<{ email: string }> {
  const { repo, siteConfig } = deps;
  const web = await siteConfig.web();
  if (!web.register) throw new AppError('REGISTER_CLOSED');
  if (await repo.findByEmail(email)) throw invalidField('email', say('The email already exists'));
  const code = randomDigits(LIMITS.emailCodeLength);
  await sendCode(deps, {
    email,
    purpose: EMAIL_PURPOSE.register,
    uid: null,
    code,
    cooldownSeconds: LIMITS.registerCodeCooldownSeconds,
    ttlSeconds: LIMITS.emailCodeTtlSeconds,
    mail: codeMail(web.webName, code, 'register', LIMITS.emailCodeTtlSeconds / 60, language),
  });
  return { email };
}

/** `language`: the page's, kept with the account so its mails come in it. */
export async function register(
  deps: AccountsDeps,
  input: RegisterBody,
  language: SiteLanguage,
): Promise<void> {
  const { db, repo, siteConfig } = deps;
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
}

/**
 * The super admin account, created on the first start. Returns the password when it was
 * generated here, so the caller can print it once.
 */
export async function ensureRootAccount(
  deps: AccountsDeps,
  rootPassword: string | undefined,
): Promise<{ created: boolean; generatedPassword?: string }> {
  const { repo } = deps;
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
}
