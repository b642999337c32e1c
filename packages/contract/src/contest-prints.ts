import { queueRoomField, type TeamLabel } from './contest-teams.ts';
import { z } from 'zod';
import { pageQuery } from './envelope.ts';
import { LIMITS } from './limits.ts';
import { idField } from './fields.ts';

/**
 * Printing in a contest (spec 2 §2.7, §3 "Print record", §4, §5, §7): a contestant sends text while the
 * contest runs with printing on; the contest admins see the queue (page 15, refreshed every 10 s), download
 * each text as a .txt file and mark it printed. docs/api.md "Contest printing".
 */

/** Spec 2 §5: at least 50 characters. */
export const PRINT_CONTENT_MIN = 50;
/** Ours (the spec names no bound): as long as a submission's code may be. */
export const PRINT_CONTENT_MAX = LIMITS.codeMaxLength;
/** Spec 2 §9: the admin print table's page size and refresh. */
export const CONTEST_PRINT_PAGE_SIZE = 15;
export const CONTEST_PRINT_REFRESH_SECONDS = 10;
/** The reference's lock: one print per user every 30 s. */
export const PRINT_INTERVAL_SECONDS = 30;

/** 0 not printed, 1 printed (spec 2 §3). */
export const PRINT_STATUS = { NOT_PRINTED: 0, PRINTED: 1 } as const;
export type PrintStatus = (typeof PRINT_STATUS)[keyof typeof PRINT_STATUS];

/** The messages of spec 2 §5 (the reference's English texts of Content_cannot_be_empty and ..._less_than_50). */
export const PRINT_MESSAGES = {
  empty: 'Content cannot be empty',
  tooShort: `The number of content cannot be less than ${PRINT_CONTENT_MIN}`,
} as const;

/** Characters as a reader counts them (a Chinese character or an emoji is one), of the trimmed text. */
export const printLength = (content: string) => Array.from(content.trim()).length;

/** The printed text: stored as typed (indentation matters), measured trimmed. */
export const printContent = z
  .string({ error: PRINT_MESSAGES.empty })
  .max(PRINT_CONTENT_MAX, `content must be at most ${PRINT_CONTENT_MAX} characters`)
  .refine((text) => text.trim().length > 0, PRINT_MESSAGES.empty)
  .refine(
    (text) => text.trim().length === 0 || printLength(text) >= PRINT_CONTENT_MIN,
    PRINT_MESSAGES.tooShort,
  );

/** POST /api/submit-print-text */
export const submitPrintBody = z.object({ cid: idField('cid'), content: printContent });
export type SubmitPrintBody = z.input<typeof submitPrintBody>;

/** GET /api/get-contest-print (cid, currentPage, limit): not printed first, then newest first. */
export const contestPrintListQuery = pageQuery.extend({
  cid: idField('cid'),
  limit: pageQuery.shape.limit.default(CONTEST_PRINT_PAGE_SIZE),
  /** One room's prints only (docs/contest-volunteers.md "Rooms"). */
  room: queueRoomField,
});
export type ContestPrintListQuery = z.input<typeof contestPrintListQuery>;

/** PUT /api/check-contest-print-status?id=&cid= (query parameters, as the reference client sends them). */
export const checkPrintQuery = z.object({ id: idField('id'), cid: idField('cid') });

/** GET /api/file/download-contest-print-text?id= */
export const downloadPrintQuery = z.object({ id: idField('id') });

/** A row of the admin print table (the text itself comes by download). */
export interface ContestPrintRow {
  id: number;
  cid: number;
  uid: number;
  username: string;
  realname: string | null;
  status: PrintStatus;
  /** In a team contest, the sender's team with its seat and room: where the paper goes (docs/contest-teams.md). */
  team?: TeamLabel | null;
  /** When it was sent. */
  gmtCreate: string;
  gmtModified: string;
}
