import { describe, expect, it, vi } from 'vitest';
import { replacingToasts } from './feedback';

describe('replacingToasts', () => {
  it('closes the last toast and opens the next under a key of its own', () => {
    const api = { open: vi.fn(), destroy: vi.fn() };
    const show = replacingToasts(() => api as never);
    show('success', 'Saved');
    show('success', 'Deleted');
    const [first, second] = api.open.mock.calls.map(([config]) => config);
    expect(first).toMatchObject({ type: 'success', content: 'Saved' });
    expect(second).toMatchObject({ type: 'success', content: 'Deleted' });
    // A reused key lost the new toast when the last one was expiring at that moment.
    expect(second.key).not.toBe(first.key);
    expect(api.destroy.mock.calls).toEqual([[first.key]]);
  });
});
