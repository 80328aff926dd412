import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANONYMOUS, type Principal } from '../../core/policy/principal.ts';
import { createLogger } from '../log/logger.ts';
import type { Database } from '../storage/database.ts';
import { migrate } from '../storage/migrate.ts';
import { MIGRATIONS } from '../storage/migrations.ts';
import { openTestPglite } from '../storage/test-pglite.test-helper.ts';
import { parseCsv } from './csv-reader.test-helper.ts';
import { EXPORT_COLUMNS, handleFeedbackExport } from './export-handler.ts';
import {
  CUSTOMER,
  EMPLOYEE,
  REPORT_MANIFEST,
  seedReport,
  UNVERIFIED,
} from './report-fixtures.test-helper.ts';

let db: Database;
let ids: string[];
beforeAll(async () => {
  db = await openTestPglite();
  await migrate(db, MIGRATIONS);
  ids = await seedReport(db);
}, 60_000);
afterAll(() => db.close());

const exportOf = (query: string, principal: Principal = EMPLOYEE, method = 'GET') =>
  handleFeedbackExport(new Request(`http://portal.test/api/feedback/export.csv${query}`, { method }), {
    principal,
    manifest: REPORT_MANIFEST,
    db: async () => db,
    log: createLogger('silent'),
    now: () => new Date('2026-05-14T12:00:00Z'),
  });
const errorOf = async (response: Response) => ((await response.json()) as { error: string }).error;
const recordsOf = async (response: Response) => parseCsv(await response.text());
const column = (records: string[][], name: (typeof EXPORT_COLUMNS)[number]) =>
  records.slice(1).map((record) => record[EXPORT_COLUMNS.indexOf(name)]);

describe('GET /api/feedback/export.csv', () => {
  it('is for employees only: 401 signed out, 403 for anyone else', async () => {
    const anonymous = await exportOf('', ANONYMOUS);
    expect(anonymous.status).toBe(401);
    expect(await errorOf(anonymous)).toBe('Sign in with an employee account to export feedback.');
    const customer = await exportOf('', CUSTOMER);
    expect(customer.status).toBe(403);
    expect(await errorOf(customer)).toBe('Only employees can export feedback.');
    expect(customer.headers.get('content-type')).toMatch(/^application\/json/);
    // A vendor address nobody proved to own is not an employee's.
    expect((await exportOf('', UNVERIFIED)).status).toBe(403);
  });

  it('refuses bad filters with a 400 naming each, and other methods with 405', async () => {
    const bad = await exportOf('?from=2026-13-01&to=2026-01-01&product=Nope&status=lost');
    expect(bad.status).toBe(400);
    const error = await errorOf(bad);
    expect(error).toContain('from: “2026-13-01” is not a date written YYYY-MM-DD.');
    expect(error).toContain('product: “Nope” is not a product of this site.');
    expect(error).toContain('status: “lost” is not one of the choices.');
    const range = await exportOf('?from=2026-03-02&to=2026-03-01');
    expect(await errorOf(range)).toContain(
      'The start date comes after the end date (2026-03-02 – 2026-03-01).',
    );
    const post = await exportOf('', EMPLOYEE, 'POST');
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });

  it('downloads every matching feedback as UTF-8 CSV, newest first, formulas defused', async () => {
    const response = await exportOf('');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8; header=present');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="feedback-2026-05-14.csv"',
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const text = await response.clone().text();
    expect(text.startsWith(`"id","received_at","type",`)).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    const records = await recordsOf(response);
    expect(records[0]).toEqual([...EXPORT_COLUMNS]);
    expect(column(records, 'id')).toEqual([ids[5], ids[4], ids[3], ids[2], ids[1], ids[0], ids[6]]);
    const byId = new Map(records.slice(1).map((record) => [record[0], record]));
    const field = (id: string | undefined, name: (typeof EXPORT_COLUMNS)[number]) =>
      byId.get(id!)![EXPORT_COLUMNS.indexOf(name)];
    expect(field(ids[0], 'comment')).toBe(`'=HYPERLINK("http://evil.example","click")`);
    expect(field(ids[4], 'comment')).toBe(`'@SUM(1)`);
    expect(field(ids[6], 'comment')).toBe(`'-1 from me`);
    expect(field(ids[2], 'comment')).toBe('Great, "really" good\nthanks');
    expect(field(ids[5], 'comment')).toBe('Café: très bien');
    expect(field(ids[5], 'page_title')).toBe('Jira café');
    expect(field(ids[5], 'product')).toBe('Jira Cloud platform');
    expect(field(ids[4], 'type')).toBe('ai');
    expect(field(ids[4], 'ai_feedback_type')).toBe('inaccurate');
    expect(field(ids[4], 'ai_question')).toBe('How do I register a webhook?');
    expect(field(ids[4], 'rating')).toBe('');
    expect(field(ids[0], 'received_at')).toBe('2026-03-01T10:00:00.000Z');
    expect(field(ids[0], 'tracker_status')).toBe('forwarded');
    expect(field(ids[0], 'tracker_key')).toBe('DOCS-7');
    expect(field(ids[2], 'tracker_status')).toBe('failed');
    expect(field(ids[2], 'tracker_attempts')).toBe('12');
    expect(field(ids[1], 'tracker_status')).toBe('none');
    // The raw bytes are UTF-8.
    expect(new TextDecoder('utf-8', { fatal: true }).decode(new TextEncoder().encode(text))).toContain(
      'très',
    );
  });

  it('applies the same filters as the report (the page parameter aside)', async () => {
    const records = await recordsOf(await exportOf('?product=Jira+Cloud+platform&type=page&page=3'));
    expect(column(records, 'id')).toEqual([ids[5], ids[1], ids[0]]);
    const days = await recordsOf(await exportOf('?from=2026-03-02&to=2026-03-03'));
    expect(column(days, 'id')).toEqual([ids[2], ids[1]]);
    const none = await recordsOf(await exportOf('?from=2030-01-01'));
    expect(none).toEqual([[...EXPORT_COLUMNS]]);
  });

  it('streams large exports in batches without losing or repeating a row', async () => {
    await db.query(
      `insert into feedback_issues (kind, path_name, rating_score, text_feedback, payload, received_at)
       select 'page', '/cloud/confluence/webhooks/', 1 + n % 5, 'bulk ' || n, '{}'::jsonb,
         '2026-06-01'::timestamptz + (n % 7) * interval '1 microsecond'
       from generate_series(1, 1203) n`,
    );
    try {
      const records = await recordsOf(await exportOf('?from=2026-06-01'));
      const comments = column(records, 'comment');
      expect(comments).toHaveLength(1203);
      expect(new Set(comments).size).toBe(1203);
    } finally {
      await db.query("delete from feedback_issues where text_feedback like 'bulk %'");
    }
  });

  it('answers 503 without details when the database is down', async () => {
    const response = await handleFeedbackExport(new Request('http://portal.test/api/feedback/export.csv'), {
      principal: EMPLOYEE,
      manifest: REPORT_MANIFEST,
      db: () => Promise.reject(new Error('connection refused')),
      log: createLogger('silent'),
    });
    expect(response.status).toBe(503);
    expect(await errorOf(response)).toBe('The export could not be read; try again later.');
  });
});
