import type { FastifyRequest } from 'fastify';
import { DEFAULT_SITE_LANGUAGE, isSiteLanguage, LANGUAGE_COOKIE, type SiteLanguage } from '@judge/contract';

/**
 * The language the caller's page is in: the web keeps it in the webLanguage cookie, which the browser sends with
 * every call of the site; without it, the site's default.
 */
export function requestLanguage(request: FastifyRequest): SiteLanguage {
  const cookies = request.headers.cookie ?? '';
  for (const pair of cookies.split(';')) {
    const [name, value] = pair.trim().split('=');
    if (name === LANGUAGE_COOKIE && isSiteLanguage(decodeURIComponent(value ?? '')))
      return value as SiteLanguage;
  }
  return DEFAULT_SITE_LANGUAGE;
}

/** The language an account registered in; accounts older than it (or made by the back office) get the default. */
export const accountLanguage = (stored: string | null | undefined): SiteLanguage =>
  isSiteLanguage(stored) ? stored : DEFAULT_SITE_LANGUAGE;
