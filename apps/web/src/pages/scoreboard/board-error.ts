import type { TFunction } from 'i18next';
import { ApiError } from '../../api/request';

/**
 * Why a board load failed, in the user's language, or null when there is nothing more to say than
 * that it failed. The board's calls are quiet (no central toast), and the server's own words are
 * English, so only messages the client translated itself (timeout, network) are shown as they are.
 */
export function boardErrorReason(error: unknown, t: TFunction): string | null {
  if (error instanceof ApiError) {
    if (error.code === 'TIMEOUT' || error.code === 'NETWORK') return error.message;
    if (error.code === 'NOT_FOUND') return t('contest.notFound');
  }
  return null;
}
