import { ApiError } from '../../api/request';

/** Why the scroll board could not be loaded, as a key of scrollBoard.page.error. */
export type ScrollBoardErrorKind = 'forbidden' | 'notFound' | 'notAcm' | 'failed';

export function scrollBoardErrorKind(error: unknown): ScrollBoardErrorKind {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.code === 'FORBIDDEN') return 'forbidden';
  if (error.code === 'NOT_FOUND') return 'notFound';
  const reason = (error.data as { reason?: string } | undefined)?.reason;
  if (error.code === 'BAD_REQUEST' && reason === 'notAcm') return 'notAcm';
  return 'failed';
}
