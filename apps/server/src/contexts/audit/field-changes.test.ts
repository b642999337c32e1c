import { describe, expect, it } from 'vitest';
import { fieldChanges, flattenInput } from './field-changes.ts';

describe('an audit entry’s field changes', () => {
  it('keeps only the fields that differ, with both values', () => {
    expect(
      fieldChanges(
        { title: 'A', timeLimit: 1000, gmtModified: 'x' },
        { title: 'B', timeLimit: 1000, gmtModified: 'y' },
      ),
    ).toEqual({ title: { before: 'A', after: 'B' } });
  });

  it('says a secret changed without either value', () => {
    const changes = fieldChanges({ passwordHash: '$argon2id$old' }, { passwordHash: '$argon2id$new' });
    expect(changes).toEqual({ passwordHash: { secret: 'changed' } });
    expect(JSON.stringify(changes)).not.toContain('argon2');
  });

  it('lists what a creation wrote and what a deletion removed', () => {
    expect(fieldChanges(null, { title: 'New', pwd: 'p' })).toEqual({
      title: { after: 'New' },
      pwd: { secret: 'changed' },
    });
    expect(fieldChanges({ title: 'Old' }, null)).toEqual({ title: { before: 'Old' } });
  });

  it('reads a nested form as top-level fields', () => {
    expect(flattenInput({ problem: { id: 3, title: 'T' }, languages: ['C'] })).toEqual({
      id: 3,
      title: 'T',
      languages: ['C'],
    });
  });
});
