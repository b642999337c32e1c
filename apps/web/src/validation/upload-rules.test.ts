import { describe, expect, it } from 'vitest';
import { acceptExtensions, uploadProblem } from './upload-rules';

describe('checks before an upload', () => {
  const rules = { extensions: ['png', 'jpg'], maxBytes: 100 };

  it('takes a listed extension in any case up to the size', () => {
    expect(uploadProblem({ name: 'a.PNG', size: 100 }, rules)).toBeNull();
    expect(uploadProblem({ name: 'x.y.jpg', size: 1 }, rules)).toBeNull();
  });

  it('refuses another type, a name without extension and a larger file', () => {
    expect(uploadProblem({ name: 'a.svg', size: 1 }, rules)).toBe('fileTypeNotSupported');
    expect(uploadProblem({ name: 'png', size: 1 }, rules)).toBe('fileTypeNotSupported');
    expect(uploadProblem({ name: 'a.png', size: 101 }, rules)).toBe('exceedMaxSize');
  });

  it('checks only the size when any type is taken', () => {
    expect(uploadProblem({ name: 'README', size: 100 }, { maxBytes: 100 })).toBeNull();
    expect(uploadProblem({ name: 'a.zip', size: 101 }, { maxBytes: 100 })).toBe('exceedMaxSize');
  });

  it('lists the extensions for the file picker', () => {
    expect(acceptExtensions(['png', 'jpg'])).toBe('.png,.jpg');
  });
});
