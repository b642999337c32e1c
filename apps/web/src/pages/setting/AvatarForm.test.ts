import { describe, expect, it } from 'vitest';
import { avatarProblem } from './AvatarForm';

describe('avatar checks before upload', () => {
  it('accepts the six image types up to 2 MB', () => {
    for (const name of ['a.gif', 'a.JPG', 'a.jpeg', 'a.png', 'a.bmp', 'a.webp'])
      expect(avatarProblem({ name, size: 1000 })).toBeNull();
  });
  it('refuses other types and larger files', () => {
    expect(avatarProblem({ name: 'a.svg', size: 10 })).toBe('fileTypeNotSupported');
    expect(avatarProblem({ name: 'noextension', size: 10 })).toBe('fileTypeNotSupported');
    expect(avatarProblem({ name: 'a.png', size: 2 * 1024 * 1024 + 1 })).toBe('exceedMaxSize');
  });
});
