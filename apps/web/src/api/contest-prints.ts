import type { ContestPrintRow, Page, CreatedId } from '@judge/contract';
import { request, requestFile } from './request';

export const contestPrintKeys = {
  queue: (cid: number) => ['contest-prints', cid] as const,
};

/** Printing in a contest (spec 2 §2.7, §7). */
export const contestPrintsApi = {
  /** The wait between two prints (COOLDOWN) is said by the page, in the user's language. */
  submit: (cid: number, content: string) =>
    request<CreatedId<'id'>>('/api/submit-print-text', {
      method: 'POST',
      body: { cid, content },
      quiet: ['COOLDOWN'],
    }),
  /** The queue, for the contest's admins; refreshed every 10 s while the tab is open (`room`: one room's). */
  list: (cid: number, currentPage: number, limit: number, room = '') =>
    request<Page<ContestPrintRow>>('/api/get-contest-print', {
      params: { cid, currentPage, limit, room },
      // Spec 2 §8: a list that fails only stops loading (the page shows it stayed empty).
      quiet: 'background',
    }),
  /** The reference client sends id and cid as query parameters of the PUT. */
  markPrinted: (id: number, cid: number) =>
    request<null>('/api/check-contest-print-status', { method: 'PUT', params: { id, cid } }),
  /** The text as a file, with the name the server gives it. */
  download: (id: number) =>
    requestFile('/api/file/download-contest-print-text', { id }, `contest_print_${id}.txt`),
};
