import { vi } from 'vitest';
import { writesOf } from '../src/db/write-epoch.ts';

/**
 * The statements a server's database runs during one call (every statement passes its write counter);
 * with `table`, only those naming that table (its name as the database spells it).
 */
export async function statementsOf(db: object, call: () => Promise<unknown>, table?: string) {
  const spy = vi.spyOn(writesOf(db)!, 'transformQuery');
  try {
    await call();
    const statements = spy.mock.calls.map(([args]) => args.node);
    if (!table) return statements.length;
    return statements.filter((node) => JSON.stringify(node).includes(`"name":"${table}"`)).length;
  } finally {
    spy.mockRestore();
  }
}
