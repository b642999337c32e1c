import { vi } from 'vitest';
import { writesOf } from '../src/db/write-epoch.ts';

/** The statements a server's database runs during one call (every statement passes its write counter). */
export async function statementsOf(db: object, call: () => Promise<unknown>) {
  const spy = vi.spyOn(writesOf(db)!, 'transformQuery');
  try {
    await call();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}
