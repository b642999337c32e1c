/** The texts of the mails accounts send (English and Chinese together, as the site is bilingual). */
export function codeMail(
  siteName: string,
  code: string,
  purpose: 'register' | 'change-email',
  minutes: number,
) {
  const what = purpose === 'register' ? 'registration' : 'email change';
  const whatZh = purpose === 'register' ? '注册' : '修改邮箱';
  return {
    subject: `${siteName}: your ${what} code ${code}`,
    text: `Your ${what} verification code is ${code}. It is valid for ${minutes} minutes.\n\n您的${whatZh}验证码是 ${code}，${minutes} 分钟内有效。\n`,
  };
}

export function resetMail(siteName: string, username: string, link: string, minutes: number) {
  return {
    subject: `${siteName}: reset your password`,
    text: `Hello ${username},\n\nOpen this link to set a new password (valid for ${minutes} minutes):\n${link}\n\nIf you did not ask for this, ignore this mail.\n\n您好 ${username}，请在 ${minutes} 分钟内打开上面的链接重置密码。如非本人操作请忽略。\n`,
  };
}
