import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLocalChangeFeed, createPostgresChangeFeed, type TChangeFeed } from './change-feed';

// LISTEN/NOTIFY needs no table: any database of the test server will do.
const POSTGRES_URL =
  process.env.DATABASE_URL ?? process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const log = { warn: () => {} };
const opened: TChangeFeed[] = [];
const open = async () => {
  const feed = await createPostgresChangeFeed(POSTGRES_URL, log);
  opened.push(feed);
  return feed;
};
afterEach(async () => {
  await Promise.all(opened.splice(0).map((feed) => feed.close()));
});

describe('change feed', () => {
  it('in one process, calls every listener at once', () => {
    const feed = createLocalChangeFeed();
    const heard = vi.fn();
    const unsubscribe = feed.subscribe(heard);
    feed.publish();
    expect(heard).toHaveBeenCalledTimes(1);
    feed.publish('personal');
    expect(heard).toHaveBeenLastCalledWith('personal');
    unsubscribe();
    feed.publish();
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('on PostgreSQL, carries a change from one process to another', async () => {
    const [a, b] = [await open(), await open()];
    const heardHere = vi.fn();
    const heardThere = vi.fn();
    a.subscribe(heardHere);
    b.subscribe(heardThere);
    a.publish();
    expect(heardHere).toHaveBeenCalledWith('public');
    await vi.waitFor(() => expect(heardThere).toHaveBeenCalledWith('public'), { timeout: 3000 });
    a.publish('personal');
    expect(heardHere).toHaveBeenLastCalledWith('personal');
    await vi.waitFor(() => expect(heardThere).toHaveBeenLastCalledWith('personal'), { timeout: 3000 });
  });

  it('on PostgreSQL, tells its own process once: its own notification coming back is not a second change', async () => {
    const [a, b] = [await open(), await open()];
    const heardHere = vi.fn();
    const heardThere = vi.fn();
    a.subscribe(heardHere);
    b.subscribe(heardThere);
    a.publish();
    // Once the other process heard it, the notification has come back here too (same server).
    await vi.waitFor(() => expect(heardThere).toHaveBeenCalledTimes(1));
    b.publish('personal');
    await vi.waitFor(() => expect(heardHere).toHaveBeenCalledTimes(2));
    expect(heardHere.mock.calls).toEqual([['public'], ['personal']]);
    expect(heardThere.mock.calls).toEqual([['public'], ['personal']]);
  });

  it('says it is not connected when its connection dies, then reconnects and reports a change', async () => {
    const feed = await open();
    const heard = vi.fn();
    feed.subscribe(heard);
    expect(feed.isConnected()).toBe(true);
    const admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
    try {
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where query like 'LISTEN vitrina_public_changes%' and pid <> pg_backend_pid()`,
      );
    } finally {
      await admin.end();
    }
    await vi.waitFor(() => expect(feed.isConnected()).toBe(false), { timeout: 3000 });
    await vi.waitFor(() => expect(feed.isConnected()).toBe(true), { timeout: 5000 });
    // Changes may have been missed while disconnected: listeners hear one on reconnecting.
    expect(heard).toHaveBeenCalledWith('public');
  });
});
