import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database.ts';
import { describeOnPostgres } from './every-database.test-helper.ts';
import { migrate, splitStatements } from './migrate.ts';
import type { Migration } from './migrations.ts';
import { openTestPglite } from './test-pglite.test-helper.ts';
import { openPostgresDatabase } from './postgres-database.ts';
import { testSchema } from './postgres-test-target.test-helper.ts';

const notes: Migration[] = [
  { id: '0001-notes', sql: 'create table notes (id serial primary key, body text not null);\n' },
  {
    id: '0002-notes-author',
    sql: 'alter table notes add column author text;\ncreate index notes_author on notes (author);',
  },
];

/** The same behaviour, asserted against both engines. */
function storageContract(name: string, open: () => Promise<Database>) {
  describe(name, () => {
    let db: Database;
    beforeAll(async () => {
      db = await open();
    }, 60_000); // PGlite's first start runs initdb: seconds, more on a loaded machine
    afterAll(() => db.close());

    it('applies pending migrations once, in order, and records them', async () => {
      expect(await migrate(db, notes)).toEqual(['0001-notes', '0002-notes-author']);
      expect(await migrate(db, notes)).toEqual([]);
      const rows = await db.query<{ id: string }>('select id from schema_migrations order by id');
      expect(rows.map((r) => r.id)).toEqual(['0001-notes', '0002-notes-author']);
    });

    it('commits a transaction that resolves and rolls back one that throws', async () => {
      await db.transaction((tx) =>
        tx.query('insert into notes (body, author) values ($1, $2)', ['kept', 'a']),
      );
      await expect(
        db.transaction(async (tx) => {
          await tx.query('insert into notes (body) values ($1)', ['lost']);
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
      const rows = await db.query<{ body: string }>('select body from notes order by id');
      expect(rows.map((r) => r.body)).toEqual(['kept']);
    });

    it('rolls back a failing migration entirely and does not record it', async () => {
      const broken: Migration = {
        id: '0003-broken',
        sql: 'create table t3 (x int);\nselect * from missing_table;',
      };
      await expect(migrate(db, [...notes, broken])).rejects.toThrow();
      const tables = await db.query("select 1 from information_schema.tables where table_name = 't3'");
      expect(tables).toHaveLength(0);
      const recorded = await db.query("select 1 from schema_migrations where id = '0003-broken'");
      expect(recorded).toHaveLength(0);
    });

    it('refuses migrations out of order or with duplicate ids', async () => {
      await expect(migrate(db, [notes[1]!, notes[0]!])).rejects.toThrow(/ascending order/);
      await expect(migrate(db, [notes[0]!, notes[0]!])).rejects.toThrow(/unique ids/);
    });
  });
}

storageContract('embedded PostgreSQL (PGlite, in memory)', () => openTestPglite());

describeOnPostgres('portico_test', 'PostgreSQL server (DATABASE_URL)', (url) => {
  storageContract('shared behaviour', () => openPostgresDatabase({ connectionString: url }));

  it('lets several processes migrate at once: each migration runs exactly once', async () => {
    const dbs = await Promise.all([1, 2, 3].map(() => openPostgresDatabase({ connectionString: url })));
    const counter: Migration[] = [
      { id: '0100-counter', sql: 'create table counter (n int);\ninsert into counter values (1);' },
    ];
    const applied = await Promise.all(dbs.map((db) => migrate(db, counter)));
    expect(applied.flat()).toEqual(['0100-counter']);
    expect(await dbs[0]!.query('select n from counter')).toEqual([{ n: 1 }]);
    await Promise.all(dbs.map((db) => db.close()));
  });

  it('lets several processes start at once on an empty schema', async () => {
    const fresh = testSchema('portico_test_fresh');
    await fresh.create();
    try {
      const dbs = await Promise.all(
        [1, 2, 3, 4].map(() => openPostgresDatabase({ connectionString: fresh.url })),
      );
      const one: Migration[] = [{ id: '0100-one', sql: 'create table one (n int)' }];
      const applied = await Promise.all(dbs.map((db) => migrate(db, one)));
      expect(applied.flat()).toEqual(['0100-one']);
      expect(await dbs[0]!.query('select id from schema_migrations')).toEqual([{ id: '0100-one' }]);
      await Promise.all(dbs.map((db) => db.close()));
    } finally {
      await fresh.drop();
    }
  });

  it('names an unreachable server instead of hanging', async () => {
    await expect(
      openPostgresDatabase({ connectionString: 'postgres://postgres@127.0.0.1:1/test' }),
    ).rejects.toThrow();
  });
});

describe('splitStatements', () => {
  it('splits at semicolons that end a line and drops empty statements', () => {
    expect(splitStatements('create table a (x int);\n\ncreate index i on a (x);')).toEqual([
      'create table a (x int)',
      'create index i on a (x)',
    ]);
  });
});
