import { describe, expect, it } from 'vitest';
import type { Queryable } from './database.ts';
import { typedSql } from './typed-sql.ts';

/** A Queryable that records what it is asked and answers `rows`. */
function recorder(rows: object[] = []) {
  const calls: { sql: string; params: readonly unknown[] | undefined }[] = [];
  const target: Queryable = {
    async query<Row extends object>(sql: string, params?: readonly unknown[]) {
      calls.push({ sql, params });
      return rows as Row[];
    },
  };
  return { target, calls };
}

describe('typedSql', () => {
  it('sends each statement, with its values as parameters, through the Queryable it was given', async () => {
    const { target, calls } = recorder([{ id: 'a1', screen_name: 'Ann' }]);
    const rows = await typedSql(target)
      .selectFrom('accounts')
      .select(['id', 'screen_name'])
      .where('email_key', '=', "ann@example.com'; drop table accounts; --")
      .execute();
    expect(rows).toEqual([{ id: 'a1', screen_name: 'Ann' }]);
    expect(calls).toEqual([
      {
        sql: 'select "id", "screen_name" from "accounts" where "email_key" = $1',
        params: ["ann@example.com'; drop table accounts; --"],
      },
    ]);
  });

  it('keeps one builder per target, so each transaction gets its own', () => {
    const one = recorder().target;
    expect(typedSql(one)).toBe(typedSql(one));
    expect(typedSql(recorder().target)).not.toBe(typedSql(one));
  });

  it("refuses Kysely's own transactions: they would bypass Database.transaction", async () => {
    const { target, calls } = recorder();
    await expect(
      typedSql(target)
        .transaction()
        .execute(async () => undefined),
    ).rejects.toThrow(/Database\.transaction/);
    expect(calls).toEqual([]);
  });
});
