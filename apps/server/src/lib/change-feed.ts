import pg from 'pg';

/**
 * Tells every server process that public data changed, so each drops what it derived from it
 * (the public read cache). One process: a plain in-memory fan-out. Several processes on one
 * PostgreSQL: LISTEN/NOTIFY on a dedicated connection.
 */
export type TChangeFeed = {
  /** Announces a change to this process (at once) and to the others. */
  publish: () => void;
  /** `listener` runs on every change, announced here or by another process. */
  subscribe: (listener: () => void) => () => void;
  /** false while other processes cannot be heard: derived data must not be served then. */
  isConnected: () => boolean;
  close: () => Promise<void>;
};

type TLogger = { warn: (object: object, message: string) => void };

function createListeners() {
  const listeners = new Set<() => void>();
  return {
    add(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    emit() {
      for (const listener of listeners) listener();
    },
  };
}

/** For one process (the embedded database, tests). */
export function createLocalChangeFeed(): TChangeFeed {
  const listeners = createListeners();
  return {
    publish: () => listeners.emit(),
    subscribe: (listener) => listeners.add(listener),
    isConnected: () => true,
    close: async () => {},
  };
}

const CHANNEL = 'vitrina_public_changes';
const RECONNECT_MS = 1000;

/** For several processes on one PostgreSQL: every process LISTENs, a change is one NOTIFY. */
export async function createPostgresChangeFeed(connectionString: string, log: TLogger): Promise<TChangeFeed> {
  const listeners = createListeners();
  let client: pg.Client | null = null;
  let closed = false;
  let reconnectTimer: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({ connectionString });
    next.on('notification', () => listeners.emit());
    next.on('error', (error) => {
      log.warn({ err: error }, 'change feed connection lost');
      drop(next);
    });
    next.on('end', () => drop(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      log.warn({ err: error }, 'change feed cannot connect');
      drop(next);
      return;
    }
    client = next;
    // Changes may have happened while nobody listened.
    listeners.emit();
  };
  const drop = (which: pg.Client) => {
    if (client === which) client = null;
    which.removeAllListeners('notification');
    which.end().catch(() => {});
    if (!closed && !reconnectTimer) {
      reconnectTimer = setTimeout(() => {
        reconnectTimer = undefined;
        if (!closed && !client) void connect();
      }, RECONNECT_MS);
      reconnectTimer.unref();
    }
  };

  await connect();
  return {
    publish: () => {
      listeners.emit();
      client?.query(`SELECT pg_notify('${CHANNEL}', '')`).catch((error) => {
        log.warn({ err: error }, 'change feed cannot notify');
      });
    },
    subscribe: (listener) => listeners.add(listener),
    isConnected: () => client !== null,
    close: async () => {
      closed = true;
      clearTimeout(reconnectTimer);
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
