import { describe, expect, it } from 'vitest';
import { parseUsernameList } from '@judge/contract';
import { addStudentsCounts, classPaths, homeworkLabel, markSymbol } from './class-view';

describe('class pages: pure helpers', () => {
  it('splits a pasted list of usernames on spaces, commas, semicolons and new lines', () => {
    expect(parseUsernameList(' alice, bob\ncarol;dave，eve\t\n')).toEqual([
      'alice',
      'bob',
      'carol',
      'dave',
      'eve',
    ]);
    expect(parseUsernameList('  \n ')).toEqual([]);
  });

  it('shows ✓ for solved, ✗ for tried and nothing for untouched', () => {
    expect([markSymbol('ac'), markSymbol('tried'), markSymbol(null), markSymbol(undefined)]).toEqual([
      '✓',
      '✗',
      '',
      '',
    ]);
  });

  it('counts the add-students answer and labels a deleted homework', () => {
    expect(addStudentsCounts({ added: ['a', 'b'], already: [], notFound: ['x'] })).toEqual({
      added: 2,
      already: 0,
      notFound: 1,
    });
    const homework = {
      id: 1,
      kind: 'training' as const,
      refId: 7,
      title: null,
      problemCount: 0,
      gmtCreate: '',
    };
    expect(homeworkLabel(homework, '(deleted)')).toBe('#7 (deleted)');
    expect(homeworkLabel({ ...homework, title: 'Loops' }, '(deleted)')).toBe('Loops');
  });

  it('builds the spec’s class paths', () => {
    expect(classPaths.completion(3, 9)).toBe('/admin/class/3/homeWork/9');
    expect(classPaths.person(3, 5)).toBe('/admin/class/3/personRank/5');
  });
});
