import { describe, expect, it } from 'vitest';
import { keptJson } from './kept-json.ts';

describe('keptJson', () => {
  it('parses a text once and gives every reader the same frozen value', () => {
    const text = '{"allowedNetworks":["10.0.0.0/8"],"seats":[{"address":"10.0.0.1"}]}';
    const first = keptJson(text) as { allowedNetworks: string[]; seats: { address: string }[] };
    expect(keptJson(text)).toBe(first);
    expect(first.allowedNetworks).toEqual(['10.0.0.0/8']);
    expect(Object.isFrozen(first.allowedNetworks) && Object.isFrozen(first.seats[0])).toBe(true);
    expect(() => first.allowedNetworks.push('x')).toThrow(TypeError);
  });

  it('reads a changed text anew and throws on bad text as JSON.parse does', () => {
    expect(keptJson('[1,2]')).toEqual([1, 2]);
    expect(keptJson('[1,2,3]')).toEqual([1, 2, 3]);
    expect(() => keptJson('{bad')).toThrow(SyntaxError);
  });
});
