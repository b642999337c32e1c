import { describe, expect, it } from 'vitest';
import net from 'node:net';
import { MAX_CLAIM_WAIT_MS, REMOTE_JUDGE_PREFIX } from '@judge/contract';
import { createTestApp, TEST_DIALECT } from '../../../../test/test-app.ts';

/**
 * `npm start` must stop promptly on Ctrl-C even while remote judges long-poll it (a claim waits up to
 * MAX_CLAIM_WAIT_MS) or hold connections open between requests.
 */
describe(`closing the server while judges are connected (${TEST_DIALECT})`, () => {
  it('answers a waiting long poll at once and closes long before the poll would end', async () => {
    const app = await createTestApp();
    let closed = false;
    try {
      await app.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.app.server.address() as net.AddressInfo;
      const key = app.services.remoteJudges.keyInfo().key;

      // A connection that never sends a request (a client that opened one ahead of time).
      const silent = net.connect(port, '127.0.0.1');
      await new Promise<void>((resolve) => silent.once('connect', () => resolve()));
      silent.on('error', () => undefined);

      const polling = fetch(`http://127.0.0.1:${port}${REMOTE_JUDGE_PREFIX}/claim`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-judge-key': key },
        body: JSON.stringify({ judger: 'waiting-judge', languages: ['C++'], waitMs: MAX_CLAIM_WAIT_MS }),
      });
      // The claim is waiting on the server (an empty queue).
      await new Promise((resolve) => setTimeout(resolve, 500));

      const startedAt = Date.now();
      await app.app.close();
      closed = true;
      const closeMs = Date.now() - startedAt;
      const answer = await polling;
      expect(answer.status).toBe(200);
      expect(((await answer.json()) as { data: unknown }).data).toMatchObject({ task: null });
      // Far below the poll's 25 s (and the 72 s keep-alive of an idle connection).
      expect(closeMs).toBeLessThan(MAX_CLAIM_WAIT_MS / 2);
      silent.destroy();
    } finally {
      if (!closed) app.app.server.closeAllConnections();
      await app.close();
    }
  });
});
