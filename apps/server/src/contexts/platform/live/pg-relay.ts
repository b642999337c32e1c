import { sql } from 'kysely';
import { liveEventSchema } from '@judge/contract';
import { z } from 'zod';
import type { Db } from '../../../db/database.ts';
import { listenChannel } from '../../../db/listen-channel.ts';
import { audienceSchema } from './audience.ts';
import type { AddressedEvent, LiveRelay } from './live-bus.ts';

/** The channel of the live events between server processes (not a table's: no trigger sends on it). */
export const LIVE_CHANNEL = 'judge_live_events';

const relayedSchema = z.object({
  event: liveEventSchema,
  audience: audienceSchema,
  rowTimes: z.record(z.string(), z.number()).optional(),
});

/**
 * PostgreSQL's relay: each event is sent with pg_notify through the pool and received by one LISTEN connection
 * per server process (the sender's too), so a client connected to any process hears an event raised on any.
 * A payload that does not parse (another version's event) is dropped.
 */
export function postgresRelay(
  db: Db,
  connectionString: string,
  onError: (error: unknown) => void,
): LiveRelay {
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  let listener: ReturnType<typeof listenChannel> | null = null;
  return {
    ready,
    async send(addressed: AddressedEvent) {
      await sql`SELECT pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(addressed)})`.execute(db);
    },
    start(on) {
      let listenedBefore = false;
      listener = listenChannel(connectionString, LIVE_CHANNEL, {
        message(payload) {
          try {
            on.deliver(relayedSchema.parse(JSON.parse(payload)));
          } catch (error) {
            onError(error);
          }
        },
        listening() {
          if (listenedBefore) on.lost();
          listenedBefore = true;
          markReady();
        },
      });
    },
    close: async () => listener?.close(),
  };
}
