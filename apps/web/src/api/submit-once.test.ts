import { describe, expect, it } from 'vitest';
import { ApiError } from './request';
import { isNoAnswer, newIdempotencyKey, sendOnce } from './submit-once';

function recorder(outcomes: Array<unknown>) {
  const sent: Array<{ key: string; quietly: boolean }> = [];
  const send = async (key: string, quietly: boolean) => {
    sent.push({ key, quietly });
    const outcome = outcomes[sent.length - 1];
    if (outcome instanceof Error) throw outcome;
    return outcome;
  };
  return { sent, send };
}

let counter = 0;
const keys = () => `key-${(counter += 1)}`;

describe('sendOnce: a keyed write retried once when no answer came', () => {
  it('sends once with a fresh key when an answer comes', async () => {
    const { sent, send } = recorder(['done']);
    expect(await sendOnce(send, keys)).toBe('done');
    expect(sent).toHaveLength(1);
  });

  it.each([
    ['a network failure', new ApiError('network', 0, 'NETWORK')],
    ['a timeout', new ApiError('timeout', 0, 'TIMEOUT')],
    ["a proxy's 502", new ApiError('bad gateway', 502)],
  ])('retries once with the same key after %s, shown only if the retry fails', async (_, failure) => {
    const { sent, send } = recorder([failure, 'second']);
    expect(await sendOnce(send, keys)).toBe('second');
    expect(sent).toHaveLength(2);
    expect(sent[1].key).toBe(sent[0].key);
    expect(sent.map((s) => s.quietly)).toEqual([true, false]);
  });

  it('does not retry an answer that refuses (the server did answer)', async () => {
    const refusal = new ApiError('too fast', 429, 'COOLDOWN');
    const { sent, send } = recorder([refusal]);
    await expect(sendOnce(send, keys)).rejects.toBe(refusal);
    expect(sent).toHaveLength(1);
  });

  it('gives up after one retry', async () => {
    const { sent, send } = recorder([new ApiError('n', 0, 'NETWORK'), new ApiError('n', 0, 'NETWORK')]);
    await expect(sendOnce(send, keys)).rejects.toBeInstanceOf(ApiError);
    expect(sent).toHaveLength(2);
  });

  it('uses a new key for each attempt of the user', async () => {
    const first = recorder(['a']);
    const second = recorder(['b']);
    await sendOnce(first.send);
    await sendOnce(second.send);
    expect(first.sent[0].key).toMatch(/^[0-9a-f]{32}$/);
    expect(second.sent[0].key).not.toBe(first.sent[0].key);
  });

  it('tells no answer from an answer', () => {
    expect(isNoAnswer(new ApiError('x', 504))).toBe(true);
    expect(isNoAnswer(new ApiError('x', 400, 'VALIDATION_FAILED'))).toBe(false);
    expect(isNoAnswer(new Error('x'))).toBe(false);
    expect(newIdempotencyKey()).toHaveLength(32);
  });
});
