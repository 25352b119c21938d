import { sql } from 'drizzle-orm';
import type { TDatabase, TDb } from './client';
import { listTables, rowsOf } from './repositories/snapshot.repository';

const BATCH = 500;

type TForeignKey = { table: string; references: string; columns: string[] };

async function foreignKeys(db: TDb): Promise<TForeignKey[]> {
  return rowsOf<TForeignKey>(
    db,
    sql`select c.conrelid::regclass::text as "table", c.confrelid::regclass::text as "references",
          (select array_agg(a.attname::text order by a.attnum) from pg_attribute a
            where a.attrelid = c.conrelid and a.attnum = any(c.conkey)) as columns
        from pg_constraint c where c.contype = 'f' and c.connamespace = 'public'::regnamespace`,
  );
}

/**
 * The order to copy tables in so each row's references already exist; a foreign key that points
 * to its own table or closes a cycle (sales ↔ payouts) is "deferred": its columns are copied as
 * null first and filled in once every row is there.
 */
export function copyOrder(tables: string[], keys: TForeignKey[]) {
  const placed = new Set<string>();
  const order: string[] = [];
  const deferred = new Map<string, Set<string>>();
  const unmet = (table: string) =>
    keys.filter((key) => key.table === table && (key.references === table || !placed.has(key.references)));
  while (order.length < tables.length) {
    const left = tables.filter((table) => !placed.has(table));
    const next =
      left.find((table) => unmet(table).every((key) => key.references === table)) ??
      [...left].sort((a, b) => unmet(a).length - unmet(b).length)[0];
    if (next === undefined) break;
    for (const key of unmet(next)) {
      const columns = deferred.get(next) ?? new Set<string>();
      for (const column of key.columns) columns.add(column);
      deferred.set(next, columns);
    }
    placed.add(next);
    order.push(next);
  }
  return { order, deferred };
}

async function columnsOf(db: TDb, table: string) {
  return rowsOf<{ name: string; nullable: boolean }>(
    db,
    sql`select column_name::text as name, is_nullable = 'YES' as nullable from information_schema.columns
        where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER' order by ordinal_position`,
  );
}

async function primaryKeyOf(db: TDb, table: string) {
  const [row] = await rowsOf<{ columns: string[] }>(
    db,
    sql`select (select array_agg(a.attname::text order by a.attnum) from pg_attribute a
          where a.attrelid = c.conrelid and a.attnum = any(c.conkey)) as columns
        from pg_constraint c where c.contype = 'p' and c.conrelid = ${table}::regclass`,
  );
  if (!row) throw new Error(`${table} has no primary key: its deferred references cannot be filled in.`);
  return row.columns;
}

/** The rows of a table in batches, as one JSON array text each (the source holds still: we own it). */
async function* batchesOf(db: TDb, table: string) {
  for (let offset = 0; ; offset += BATCH) {
    const [row] = await rowsOf<{ rows: string | null; n: string | number }>(
      db,
      sql`select json_agg(t)::text as rows, count(*) as n from (select * from ${sql.identifier(table)}
            order by ctid limit ${BATCH} offset ${offset}) t`,
    );
    if (!row?.rows || Number(row.n) === 0) return;
    yield row.rows;
    if (Number(row.n) < BATCH) return;
  }
}

const list = (names: string[]) =>
  sql.join(
    names.map((name) => sql.identifier(name)),
    sql`, `,
  );

/**
 * Copies every row of the source's product tables into the target (migrated to the same level,
 * empty), in one transaction: user triggers (the store counts, the ledger's append-only guard) are
 * off meanwhile, since the rows they would derive or guard are copied as they are; sequences then
 * continue after the copied rows. Used to move the embedded database to PostgreSQL.
 */
export async function copyRows(source: TDatabase, target: TDatabase) {
  const tables = await listTables(source);
  const { order, deferred } = copyOrder(tables, await foreignKeys(source));
  await target.transaction(async (tx) => {
    for (const table of order)
      await tx.execute(sql`alter table ${sql.identifier(table)} disable trigger user`);
    for (const table of order) {
      const columns = await columnsOf(source, table);
      const later = deferred.get(table) ?? new Set<string>();
      for (const column of columns)
        if (later.has(column.name) && !column.nullable)
          throw new Error(`${table}.${column.name} closes a cycle of references but cannot be null.`);
      const names = columns.map((column) => column.name);
      const values = sql.join(
        columns.map((column) => (later.has(column.name) ? sql`null` : sql.identifier(column.name))),
        sql`, `,
      );
      for await (const rows of batchesOf(source, table))
        await tx.execute(sql`insert into ${sql.identifier(table)} (${list(names)}) overriding system value
          select ${values} from json_populate_recordset(null::${sql.identifier(table)}, ${rows}::json)`);
    }
    for (const [table, columns] of deferred) {
      const key = await primaryKeyOf(source, table);
      const set = sql.join(
        [...columns].map((column) => sql`${sql.identifier(column)} = r.${sql.identifier(column)}`),
        sql`, `,
      );
      const match = sql.join(
        key.map((column) => sql`t.${sql.identifier(column)} = r.${sql.identifier(column)}`),
        sql` and `,
      );
      for await (const rows of batchesOf(source, table))
        await tx.execute(sql`update ${sql.identifier(table)} t set ${set}
          from json_populate_recordset(null::${sql.identifier(table)}, ${rows}::json) r where ${match}`);
    }
    for (const table of order)
      await tx.execute(sql`alter table ${sql.identifier(table)} enable trigger user`);
    // Sequences (serial and identity columns) continue after the copied rows.
    const sequences = await rowsOf<{ table: string; column: string; sequence: string }>(
      tx,
      sql`select table_name::text as "table", column_name::text as "column",
            pg_get_serial_sequence(quote_ident(table_name), column_name) as sequence
          from information_schema.columns where table_schema = 'public'
            and pg_get_serial_sequence(quote_ident(table_name), column_name) is not null`,
    );
    for (const { table, column, sequence } of sequences)
      await tx.execute(
        sql`select setval(${sequence}, coalesce((select max(${sql.identifier(column)}) from ${sql.identifier(table)}), 0) + 1, false)`,
      );
  });
}
