import pg from 'pg';

const RECONNECT_MS = 1_000;

export interface ChannelListener {
  close(): Promise<void>;
}

export interface ChannelHandlers {
  /** A notification's payload, in the order PostgreSQL delivered them. */
  message(payload: string): void;
  /**
   * The connection listens (again): notifications sent while it was down are lost, so whoever relies on them
   * must treat this as "anything may have been missed". Called on the first LISTEN too.
   */
  listening(): void;
  /** The connection is lost; it listens again a second later (then `listening` is called again). */
  lost?(): void;
}

/**
 * One dedicated PostgreSQL connection listening on a channel, reconnecting a second after it is lost: the
 * table-change channel (change-watch.ts) and the live events each have one. It connects at once; close ends
 * it for good.
 */
export function listenChannel(
  connectionString: string,
  channel: string,
  on: ChannelHandlers,
): ChannelListener {
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  function lost() {
    if (client && !closed) on.lost?.();
    client?.removeAllListeners();
    client?.on('error', () => undefined);
    client?.end().catch(() => undefined);
    client = null;
    if (closed) return;
    retry = setTimeout(connect, RECONNECT_MS);
    retry.unref();
  }

  function connect() {
    if (closed || client) return;
    const next = new pg.Client({ connectionString });
    client = next;
    next.on('notification', (message) => on.message(message.payload ?? ''));
    next.on('error', lost);
    next.on('end', () => {
      if (client === next) lost();
    });
    next
      .connect()
      .then(() => next.query(`LISTEN ${pg.escapeIdentifier(channel)}`))
      .then(() => {
        if (client === next) on.listening();
      })
      .catch(() => {
        if (client === next) lost();
      });
  }

  connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      const open = client;
      client = null;
      open?.removeAllListeners();
      open?.on('error', () => undefined);
      await open?.end().catch(() => undefined);
    },
  };
}
