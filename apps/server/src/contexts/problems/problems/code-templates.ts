import type { Db } from '../../../db/database.ts';

/** A problem's code template for one language: what every solver is given to start from. */
export interface GivenTemplate {
  pid: number;
  language: string;
  code: string;
}

/**
 * The problems' code templates for the contexts that read them (the similarity check leaves what everyone was
 * given out of a comparison): read-only, so the templates stay the problems context's table.
 */
export function createTemplateReader(db: Db) {
  return {
    ofProblems: (pids: number[]): Promise<GivenTemplate[]> =>
      pids.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('codeTemplates')
            .select(['pid', 'language', 'code'])
            .where('pid', 'in', pids)
            .execute(),
  };
}
export type TemplateReader = ReturnType<typeof createTemplateReader>;
