import { LOCAL_OJ } from '@judge/contract';
import type { Db } from '../../../db/database.ts';
import { createTagsRepo } from './tags.repo.ts';

/** The OJ a tag call asks for: its key in capitals; null for ALL, every OJ's (the reference's "All problems"). */
function tagOj(oj: string | undefined): string | null {
  const key = (oj ?? LOCAL_OJ).toUpperCase();
  return key === 'ALL' ? null : key;
}

/** The public tag lists the problem bank's filters and the back office's problem form read. */
export function createTagListsService(db: Db) {
  const repo = createTagsRepo(db);
  const service = {
    async allTags(oj: string | undefined) {
      const rows = await repo.publicTags(tagOj(oj));
      // tcid: the reference's name for the classification (its Tag.vue edits a copy of these rows).
      return rows.map((row) => ({ ...row, tcid: row.classificationId }));
    },

    async tagsByClassification(oj: string | undefined) {
      const [classifications, tags] = await Promise.all([
        repo.classifications(tagOj(oj)),
        service.allTags(oj),
      ]);
      const groups = classifications.map((c) => ({
        classification: { id: c.id, name: c.name, oj: c.oj, rank: c.rank },
        tagList: tags.filter((t) => t.classificationId === c.id),
      }));
      const loose = tags.filter(
        (t) => t.classificationId === null || !classifications.some((c) => c.id === t.classificationId),
      );
      if (loose.length > 0) groups.push({ classification: null as never, tagList: loose });
      return groups;
    },
  };
  return service;
}
export type TagListsService = ReturnType<typeof createTagListsService>;
