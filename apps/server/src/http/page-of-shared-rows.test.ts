import { gunzipSync } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import { describe, expect, it } from 'vitest';
import { sendPageOfSharedRows } from './page-of-shared-rows.ts';

/** A reply that keeps what is sent through it (the route's reply, without a server). */
function replyTaking(acceptEncoding?: string) {
  const sent: { body?: unknown; headers: Record<string, string> } = { headers: {} };
  const reply = {
    request: { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} },
    type: () => reply,
    header: (name: string, value: string) => {
      sent.headers[name.toLowerCase()] = value;
      return reply;
    },
    send: (body: unknown) => {
      sent.body = body;
      return reply;
    },
  };
  return { reply: reply as unknown as FastifyReply, sent };
}

const rows = Array.from({ length: 30 }, (_, i) => ({
  uid: i + 1,
  name: `user${i + 1}`,
  note: 'x'.repeat(60),
}));
const pageOf = (own: object) => ({ records: [own, ...rows], total: 31, version: 7 });
const envelope = (page: object) => ({ status: 200, msg: 'success', data: page });

describe('a page of shared rows, sent', () => {
  it('sends a page handed out again (a viewer kept page) as the very body made the first time', () => {
    const page = pageOf({ uid: 99, name: 'me' });
    const bodies = [1, 2].map(() => {
      const { reply, sent } = replyTaking('gzip, deflate, br, zstd');
      sendPageOfSharedRows(reply, page, 1);
      expect(sent.headers['content-encoding']).toBe('gzip');
      return sent.body as Buffer;
    });
    expect(bodies[1]).toBe(bodies[0]);
    expect(JSON.parse(gunzipSync(bodies[0]).toString())).toEqual(envelope(page));

    const plain = [1, 2].map(() => {
      const { reply, sent } = replyTaking();
      sendPageOfSharedRows(reply, page, 1);
      expect(sent.headers['content-encoding']).toBeUndefined();
      return sent.body as string;
    });
    expect(plain[1]).toBe(plain[0]);
    expect(JSON.parse(plain[0])).toEqual(envelope(page));
  });

  it('makes its own body for another page, or the same page with another personal head', () => {
    const first = pageOf({ uid: 99, name: 'me' });
    const second = pageOf({ uid: 98, name: 'someone else' });
    const send = (page: object, personalRows: number) => {
      const { reply, sent } = replyTaking('gzip');
      sendPageOfSharedRows(reply, page as { records: object[] }, personalRows);
      return JSON.parse(gunzipSync(sent.body as Buffer).toString());
    };
    expect(send(first, 1)).toEqual(envelope(first));
    expect(send(second, 1)).toEqual(envelope(second));
    expect(send(first, 0)).toEqual(envelope(first));
  });
});
