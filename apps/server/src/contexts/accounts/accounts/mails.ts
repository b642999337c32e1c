import type { SiteLanguage } from '@judge/contract';

type CodePurpose = 'register' | 'change-email';

/**
 * The texts of the mails accounts send, in the language of the reader (issue 13.6): the page's language for a
 * registration code (no account yet), the language the account registered in otherwise.
 */
const TEXTS = {
  'en-US': {
    purpose: { register: 'registration', 'change-email': 'email change' } as Record<CodePurpose, string>,
    codeSubject: (site: string, what: string, code: string) => `${site}: your ${what} code ${code}`,
    codeText: (what: string, code: string, minutes: number) =>
      `Your ${what} verification code is ${code}. It is valid for ${minutes} minutes.\n`,
    resetSubject: (site: string) => `${site}: reset your password`,
    resetText: (username: string, link: string, minutes: number) =>
      `Hello ${username},\n\nOpen this link to set a new password (valid for ${minutes} minutes):\n${link}\n\nIf you did not ask for this, ignore this mail.\n`,
  },
  'zh-CN': {
    purpose: { register: '注册', 'change-email': '修改邮箱' } as Record<CodePurpose, string>,
    codeSubject: (site: string, what: string, code: string) => `${site}：你的${what}验证码 ${code}`,
    codeText: (what: string, code: string, minutes: number) =>
      `你的${what}验证码是 ${code}，${minutes} 分钟内有效。\n`,
    resetSubject: (site: string) => `${site}：重置密码`,
    resetText: (username: string, link: string, minutes: number) =>
      `${username}，你好：\n\n请在 ${minutes} 分钟内打开下面的链接设置新密码：\n${link}\n\n如非本人操作，请忽略这封邮件。\n`,
  },
} satisfies Record<SiteLanguage, unknown>;

export function codeMail(
  siteName: string,
  code: string,
  purpose: CodePurpose,
  minutes: number,
  language: SiteLanguage,
) {
  const texts = TEXTS[language];
  const what = texts.purpose[purpose];
  return { subject: texts.codeSubject(siteName, what, code), text: texts.codeText(what, code, minutes) };
}

export function resetMail(
  siteName: string,
  username: string,
  link: string,
  minutes: number,
  language: SiteLanguage,
) {
  const texts = TEXTS[language];
  return { subject: texts.resetSubject(siteName), text: texts.resetText(username, link, minutes) };
}
