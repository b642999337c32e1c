import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installMemoryStorage } from '../../test-support/memory-storage';
import { readProblemList, storeProblemList } from '../contest/problem-nav';
import { readTrainingProblemList, storeTrainingProblemList } from './training-problem-nav';

describe('a training’s stored problem list', () => {
  let restore: () => void;
  beforeEach(() => {
    restore = installMemoryStorage();
  });
  afterEach(() => restore());

  it('is kept per training, apart from a contest of the same id', () => {
    storeTrainingProblemList(3, ['1000', '1002']);
    storeProblemList(3, ['A']);
    expect(readTrainingProblemList(3)).toEqual(['1000', '1002']);
    expect(readProblemList(3)).toEqual(['A']);
    expect(readTrainingProblemList(4)).toBeNull();
  });
});
