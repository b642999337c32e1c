import { z } from 'zod';

/** Every response, success or failure, has this shape; the HTTP status equals `status`. */
export interface Envelope<T> {
  status: number;
  msg: string;
  data: T;
  /** Stable error code from the catalogue (errors only); clients switch on this, never on `msg`. */
  code?: string;
  /** A sentence of server-messages.ts (its English text) and its values: `msg` in the reader's language. */
  msgKey?: string;
  msgParams?: Record<string, string | number>;
}

/** A page of a list, as the reference system returns it. */
export interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

/** The response schema of a page of `record`s (what makePage answers). */
export const pageOf = <T extends z.ZodType>(record: T) =>
  z.object({
    records: z.array(record),
    total: z.number().int(),
    size: z.number().int(),
    current: z.number().int(),
    pages: z.number().int(),
  });

export const PAGE_SIZES = [10, 15, 30, 50, 100] as const;
export const MAX_PAGE_SIZE = 200;

export const pageQuery = z.object({
  currentPage: z.coerce
    .number()
    .int('currentPage must be an integer')
    .min(1, 'currentPage must be at least 1')
    .default(1),
  limit: z.coerce
    .number()
    .int('limit must be an integer')
    .min(1, 'limit must be at least 1')
    .max(MAX_PAGE_SIZE, `limit must be at most ${MAX_PAGE_SIZE}`)
    .default(15),
});
export type PageQuery = z.infer<typeof pageQuery>;

export function makePage<T>(records: T[], total: number, query: PageQuery): Page<T> {
  return {
    records,
    total,
    size: query.limit,
    current: query.currentPage,
    pages: Math.max(1, Math.ceil(total / query.limit)),
  };
}

/** Header names of the token protocol (ARCHITECTURE.md §3). */
export const AUTH_HEADER = 'Authorization';
export const REFRESH_HEADER = 'Refresh-Token';
export const URL_TYPE_HEADER = 'Url-Type';
