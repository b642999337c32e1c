import type { Db } from '../../../db/database.ts';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import type { ProblemsService } from '../problems/problems.service.ts';
import { demoProblems } from './demo-problems.ts';

/** Fills an empty problem bank with the demo problems (first start only: never over real data). */
export async function seedDemoProblems(db: Db, problems: ProblemsService, author: Actor): Promise<number> {
  const existing = await db.selectFrom('problems').select('id').limit(1).executeTakeFirst();
  if (existing) return 0;
  let created = 0;
  for (const body of demoProblems()) {
    // The demo checkers are compiled and judged in demo-problems.test.ts: no judge is needed to seed them.
    await problems.create(author, body, { checkerVerified: true });
    created += 1;
  }
  return created;
}
