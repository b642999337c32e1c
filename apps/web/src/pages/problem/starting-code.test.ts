import { describe, expect, it } from 'vitest';
import { CPP_SKELETON } from '../../components/code-editor/source-files';
import { startingProblemCode } from './starting-code';

describe('startingProblemCode', () => {
  it('starts from the problem template for everyone', () => {
    expect(startingProblemCode('int main(){}', 'cpp', false)).toBe('int main(){}');
    expect(startingProblemCode('int main(){}', 'cpp', true)).toBe('int main(){}');
  });

  it('gives the C++ skeleton without a template to those with default code', () => {
    expect(startingProblemCode(null, 'cpp', true)).toBe(CPP_SKELETON);
    expect(startingProblemCode(null, 'python', true)).toBe('');
  });

  it('leaves the editor empty without a template for everyone else', () => {
    expect(startingProblemCode(null, 'cpp', false)).toBe('');
  });
});
