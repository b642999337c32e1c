import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The tightest policy the whole built app passes, proved in Chromium on every kind of page by
 * e2e/specs/security-headers.test.ts (any `securitypolicyviolation` fails it):
 * - scripts and workers only from this server, no inline script and no eval (the build has none; Monaco's
 *   worker is a file of the build);
 * - styles from this server and inline: antd and Monaco write their CSS into <style> elements at run time and
 *   KaTeX puts style attributes into its markup, and a static build cannot give those a per-response nonce;
 * - images from this server, data: URLs (the captchas, the slide puzzle, FPS pictures kept in statements) and
 *   https: (pictures a statement links to elsewhere);
 * - fonts from this server and data: (the build inlines its smallest KaTeX font);
 * - calls only to this server; no plugins, no <base>, forms only to this server, no framing by other sites.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "worker-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Headers on every response, whoever wrote it (routes, static files, the SPA's HTML, errors, rate limits):
 * nosniff, so a browser takes the type given and never guesses a script out of an upload; the referrer only
 * within the site (a link to a user's blog does not tell it which contest or problem the reader was on); and the
 * policy above, which also covers a file served as HTML by mistake.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'same-origin');
    // A route may send a stricter policy of its own (an uploaded file's download is sandboxed): it stays.
    if (!reply.hasHeader('Content-Security-Policy'))
      reply.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    return payload;
  });
});
