import { describe, expect, it } from 'vitest';
import { bindOperations } from './operations.ts';

interface CounterDeps {
  start: number;
  seen: string[];
}

const add = (deps: CounterDeps, amount: number, label?: string) => {
  deps.seen.push(label ?? 'add');
  return deps.start + amount;
};
const describeDeps = async (deps: CounterDeps) => `starts at ${deps.start}`;

describe('bindOperations', () => {
  it('calls each operation with the one deps before the caller’s arguments', async () => {
    const deps: CounterDeps = { start: 10, seen: [] };
    const service = bindOperations(deps, { add, describe: describeDeps });
    expect(service.add(5)).toBe(15);
    expect(service.add(1, 'labelled')).toBe(11);
    expect(await service.describe()).toBe('starts at 10');
    expect(deps.seen).toEqual(['add', 'labelled']);
  });

  it('binds exactly the operations it is given', () => {
    const service = bindOperations({ start: 0, seen: [] }, { add });
    expect(Object.keys(service)).toEqual(['add']);
  });
});
