import { JudgeStatus } from '@judge/contract';
import type { Db } from '../../../db/database.ts';
import { IN_PROGRESS } from './submission-rows.ts';

/** A submission with its code and author, as another context compares or shows it. */
export interface CodedSubmission {
  id: number;
  pid: number;
  uid: number;
  username: string;
  language: string;
  code: string;
  displayPid: string;
}
export type SubmissionAuthor = Omit<CodedSubmission, 'code'>;

/** Where a submission was made: the column that names a contest, a training, a group or a problem. */
export type SubmissionPlace = 'cid' | 'tid' | 'gid' | 'pid';

const AUTHOR_COLUMNS = ['id', 'pid', 'uid', 'username', 'language', 'displayPid'] as const;
const NOT_FINAL = [...IN_PROGRESS, JudgeStatus.SUBMITTING];
/** Ids asked in slices, so no statement passes SQLite's or PostgreSQL's bound-parameter limits. */
const IDS_PER_QUERY = 500;

function slicesOf(ids: number[]): number[][] {
  const unique = [...new Set(ids)];
  const out: number[][] = [];
  for (let i = 0; i < unique.length; i += IDS_PER_QUERY) out.push(unique.slice(i, i + IDS_PER_QUERY));
  return out;
}

/**
 * Submissions' code and authors for the contexts that read them without judging them (the similarity check
 * compares them and shows pairs): read-only, and only through here, so the submissions stay the judging
 * context's table.
 */
export function createSubmissionCode(db: Db) {
  return {
    /** A place's final submissions, oldest first: accepted ones only unless every final one is asked for. */
    inPlace: (place: SubmissionPlace, id: number, acceptedOnly: boolean): Promise<CodedSubmission[]> =>
      db
        .selectFrom('submissions')
        .select([...AUTHOR_COLUMNS, 'code'])
        .where(place, '=', id)
        .$if(acceptedOnly, (q) => q.where('status', '=', JudgeStatus.ACCEPTED))
        .$if(!acceptedOnly, (q) => q.where('status', 'not in', NOT_FINAL))
        .orderBy('id')
        .execute(),

    /** These submissions' authors by id (a removed one is absent). */
    async authorsOf(ids: number[]): Promise<Map<number, SubmissionAuthor>> {
      const authors = new Map<number, SubmissionAuthor>();
      for (const slice of slicesOf(ids)) {
        const rows = await db
          .selectFrom('submissions')
          .select(AUTHOR_COLUMNS)
          .where('id', 'in', slice)
          .execute();
        for (const row of rows) authors.set(row.id, row);
      }
      return authors;
    },

    /** These submissions' code by id (a removed one is absent). */
    async codeOf(ids: number[]): Promise<Map<number, string>> {
      const code = new Map<number, string>();
      for (const slice of slicesOf(ids)) {
        const rows = await db
          .selectFrom('submissions')
          .select(['id', 'code'])
          .where('id', 'in', slice)
          .execute();
        for (const row of rows) code.set(row.id, row.code);
      }
      return code;
    },
  };
}
export type SubmissionCode = ReturnType<typeof createSubmissionCode>;
