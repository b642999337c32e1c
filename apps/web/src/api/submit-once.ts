import { ApiError } from './request';

/** The failures that mean no answer came: the write may or may not have been done. */
export const NO_ANSWER_CODES = ['NETWORK', 'TIMEOUT', 'HTTP_502', 'HTTP_503', 'HTTP_504'];

export function isNoAnswer(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return NO_ANSWER_CODES.includes(error.code ?? '') || [502, 503, 504].includes(error.status);
}

/** A fresh Idempotency-Key: 32 hex digits (getRandomValues also works on a plain-http site, randomUUID not). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * A write the server deduplicates by key (docs/api.md "Submissions"): one fresh key per attempt of the user,
 * and when no answer came (network, timeout, a proxy's 502/503/504) it is sent once more with the same key,
 * so the server answers the first write instead of doing a second. `quietly`: whether this send is the one a
 * retry follows (its no-answer failure is not shown).
 */
export async function sendOnce<T>(
  send: (key: string, quietly: boolean) => Promise<T>,
  newKey: () => string = newIdempotencyKey,
): Promise<T> {
  const key = newKey();
  try {
    return await send(key, true);
  } catch (error) {
    if (!isNoAnswer(error)) throw error;
    return send(key, false);
  }
}
