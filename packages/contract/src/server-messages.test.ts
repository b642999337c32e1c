import { describe, expect, it } from 'vitest';
import { fillMessage } from './server-messages.ts';

describe('filling a sentence', () => {
  it('puts each value in place and leaves a name without a value as written', () => {
    expect(fillMessage('{{field}} is required', { field: 'image' })).toBe('image is required');
    expect(fillMessage('{{field}} is required')).toBe('{{field}} is required');
  });

  it('picks the English word for the number: one for 1, the other for any other', () => {
    const text = 'wait {{seconds}} {{seconds|second|seconds}}';
    expect(fillMessage(text, { seconds: 1 })).toBe('wait 1 second');
    expect(fillMessage(text, { seconds: 5 })).toBe('wait 5 seconds');
    expect(fillMessage(text, { seconds: 0 })).toBe('wait 0 seconds');
  });
});
