import pg from 'pg';

/**
 * Tells every server process that data changed, so each drops what it derived from it (the read
 * cache). One process: a plain in-memory fan-out. Several processes on one PostgreSQL:
 * LISTEN/NOTIFY on a dedicated connection.
 */
export type TChangeFeed = {
  /** Announces a change to this process (at once) and to the others. */
  publish: (kind?: TChange) => void;
  /** `listener` runs on every change, announced here or by another process. */
  subscribe: (listener: (kind: TChange) => void) => () => void;
  /** false while other processes cannot be heard: derived data must not be served then. */
  isConnected: () => boolean;
  close: () => Promise<void>;
};

/**
 * 'public': what anyone may see changed (and so may anything personal that shows it).
 * 'personal': only an account's own state changed (a session ended, a password, a profile).
 */
export type TChange = 'public' | 'personal';

type TLogger = { warn: (object: object, message: string) => void };

function createListeners() {
  const listeners = new Set<(kind: TChange) => void>();
  return {
    add(listener: (kind: TChange) => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    emit(kind: TChange) {
      for (const listener of listeners) listener(kind);
    },
  };
}

/** For one process (the embedded database, tests). */
export function createLocalChangeFeed(): TChangeFeed {
  const listeners = createListeners();
  return {
    publish: (kind = 'public') => listeners.emit(kind),
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
    next.on('notification', (message) => {
      // Our own NOTIFY comes back too: it was told here at once (publish), and hearing it again a
      // moment later would throw away what was cached meanwhile, for nothing.
      if (message.processId === (next as pg.Client & { processID?: number }).processID) return;
      listeners.emit(message.payload === 'personal' ? 'personal' : 'public');
    });
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
    // Changes of any kind may have happened while nobody listened.
    listeners.emit('public');
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
    publish: (kind = 'public') => {
      listeners.emit(kind);
      client?.query(`SELECT pg_notify('${CHANNEL}', $1)`, [kind]).catch((error) => {
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
