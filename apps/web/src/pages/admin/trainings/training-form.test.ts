import { describe, expect, it } from 'vitest';
import type { AdminTrainingView } from '@judge/contract';
import { emptyTrainingForm, formFieldOfServerError, formToBody, trainingToForm } from './training-form';

describe('the training form', () => {
  it('starts public at rank 1000 in the given category', () => {
    expect(emptyTrainingForm(3)).toMatchObject({
      rank: 1000,
      auth: 'Public',
      categoryId: 3,
      rankShowName: 'username',
    });
  });

  it('sends the reference’s TrainingDTO; a public training sends no password', () => {
    const values = { ...emptyTrainingForm(3), title: '  Graphs  ', description: 'BFS', privatePwd: 'kept' };
    expect(formToBody(values)).toEqual({
      training: {
        rank: 1000,
        title: 'Graphs',
        description: 'BFS',
        auth: 'Public',
        privatePwd: undefined,
        rankShowName: 'username',
      },
      trainingCategory: { id: 3 },
    });
    expect(formToBody({ ...values, auth: 'Private', privatePwd: ' pw ' }).training.privatePwd).toBe('pw');
  });

  it('reads a stored training back, the password included', () => {
    const view = {
      training: {
        id: 5,
        rank: 7,
        title: 'DP',
        description: 'Knapsacks',
        auth: 'Private',
        privatePwd: 'dp',
        rankShowName: 'realname',
      },
      trainingCategory: { id: 2, name: 'Basics', color: '#fff', gid: null, gmtCreate: '', gmtModified: '' },
    } as unknown as AdminTrainingView;
    expect(trainingToForm(view)).toEqual({
      rank: 7,
      title: 'DP',
      description: 'Knapsacks',
      categoryId: 2,
      auth: 'Private',
      privatePwd: 'dp',
      rankShowName: 'realname',
    });
  });

  it('puts the server’s field messages under the field they name', () => {
    expect(formFieldOfServerError('training.privatePwd')).toBe('privatePwd');
    expect(formFieldOfServerError('trainingCategory.id')).toBe('categoryId');
    expect(formFieldOfServerError('training.id')).toBeNull();
    expect(formFieldOfServerError(undefined)).toBeNull();
  });
});
