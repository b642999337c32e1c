import type { OutgoingMail } from '../../platform/index.ts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * The mail root sends from the email settings to see them work: plain text and an HTML part with the
 * configured header picture (the email background image), so the picture is checked too.
 */
export function testMail(to: string, site: { webName: string; baseUrl: string }, backgroundImage: string) {
  const sentAt = new Date().toISOString();
  const picture = backgroundImage.startsWith('/')
    ? `${site.baseUrl.replace(/\/$/, '')}${backgroundImage}`
    : backgroundImage;
  const text = `This is a test mail from ${site.webName} (${site.baseUrl}), sent at ${sentAt}.\nIf you read it, the site's email settings work.`;
  const header = picture
    ? `<div style="height:120px;background:url('${escapeHtml(picture)}') center/cover"></div>`
    : '';
  const html = `${header}<p>${escapeHtml(text).replace('\n', '<br>')}</p>`;
  const mail: OutgoingMail = { to, subject: `${site.webName}: test mail`, text, html };
  return mail;
}
