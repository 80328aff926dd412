import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANONYMOUS } from '../../core/policy/principal.ts';
import type { ReportFilters } from '../../core/feedback/report-params.ts';
import { createLogger } from '../log/logger.ts';
import type { Database } from '../storage/database.ts';
import { describeOnEveryDatabase } from '../storage/every-database.test-helper.ts';
import { migrate } from '../storage/migrate.ts';
import { MIGRATIONS } from '../storage/migrations.ts';
import { pageDirectory } from './page-directory.ts';
import {
  CUSTOMER,
  EMPLOYEE,
  LOOKALIKE,
  REPORT_MANIFEST,
  seedReport,
  UNVERIFIED,
} from './report-fixtures.test-helper.ts';
import { feedbackReportData } from './report-data.ts';
import { feedbackReportPage } from './report-page.ts';

const directory = pageDirectory(REPORT_MANIFEST);
const log = createLogger('silent');

/** The report's numbers on the embedded database and on the PostgreSQL server. */
function reportContract(engine: string, open: () => Promise<Database>) {
  describe(engine, () => {
    let db: Database;
    let ids: string[];
    beforeAll(async () => {
      db = await open();
      await migrate(db, MIGRATIONS);
      ids = await seedReport(db);
    }, 60_000);
    afterAll(() => db.close());

    const report = (filters: ReportFilters = {}, page = 1) =>
      feedbackReportData(db, { ...filters, page }, directory);
    const entryIds = async (filters: ReportFilters) =>
      (await report(filters)).entries.map((entry) => entry.id);

    it('sums every feedback: count, average and distribution of the 1–5 ratings, kinds and tracker states', async () => {
      const { summary } = await report();
      expect(summary).toEqual({
        total: 7,
        rated: 5,
        average: 3,
        distribution: [1, 1, 1, 1, 1],
        pageFeedback: 6,
        aiFeedback: 1,
        pages: 5,
        forwarding: { forwarded: 1, pending: 1, failed: 1, none: 4 },
      });
    });

    it('groups ratings per page (any trailing slash or encoding), with the build’s title and product', async () => {
      const { pages } = await report();
      expect(pages.map((page) => [page.path, page.count])).toEqual([
        ['/cloud/confluence/webhooks/', 2],
        ['/cloud/jira/platform/webhooks/', 2],
        ['/cloud/confluence/', 1],
        ['/cloud/jira/platform/caf%C3%A9/', 1],
        ['/old/page/', 1],
      ]);
      expect(pages[1]).toMatchObject({
        title: 'Jira webhooks',
        productTitle: 'Jira Cloud platform',
        rated: 2,
        average: 3,
        distribution: [0, 1, 0, 1, 0],
        ai: 0,
        lastAt: '2026-03-02T23:59:59.000Z',
      });
      expect(pages[0]).toMatchObject({ rated: 1, average: 5, distribution: [0, 0, 0, 0, 1] });
      expect(pages[2]).toMatchObject({ title: 'Confluence Cloud', ai: 1, average: null, rated: 0 });
      expect(pages[3]).toMatchObject({ title: 'Jira café', productTitle: 'Jira Cloud platform' });
      expect(pages[4]).toMatchObject({ title: 'Old title', productTitle: undefined });
    });

    it('lists entries newest first with rating, comment, type and tracker outcome', async () => {
      const { entries, pageCount } = await report();
      expect(pageCount).toBe(1);
      expect(entries.map((entry) => entry.id)).toEqual([
        ids[5],
        ids[4],
        ids[3],
        ids[2],
        ids[1],
        ids[0],
        ids[6],
      ]);
      const ai = entries[1]!;
      expect(ai).toMatchObject({
        kind: 'ai',
        path: '/cloud/confluence/',
        rating: null,
        aiFeedbackType: 'inaccurate',
        aiSubject: 'How do I register a webhook?',
        forward: { state: 'none', attempts: 0 },
      });
      expect(entries[2]).toMatchObject({ rating: null, forward: { state: 'pending', attempts: 0 } });
      expect(entries[3]).toMatchObject({
        rating: 5,
        comment: 'Great, "really" good\nthanks',
        forward: { state: 'failed', attempts: 12, lastError: 'HTTP 400: project: expected key DOCS' },
      });
      expect(entries[5]).toMatchObject({
        receivedAt: '2026-03-01T10:00:00.000Z',
        forward: { state: 'forwarded', key: 'DOCS-7', url: 'https://tracker.example/browse/DOCS-7' },
      });
    });

    it('filters by product through the content build’s routes, AI feedback included', async () => {
      expect(await entryIds({ product: 'Jira Cloud platform' })).toEqual([ids[5], ids[1], ids[0]]);
      expect(await entryIds({ product: 'Confluence Cloud' })).toEqual([ids[4], ids[3], ids[2]]);
      const { summary } = await report({ product: 'Confluence Cloud' });
      expect(summary).toMatchObject({ total: 3, rated: 1, average: 5, aiFeedback: 1, pages: 2 });
    });

    it('filters by UTC calendar days, both ends included', async () => {
      expect(await entryIds({ from: '2026-03-02', to: '2026-03-03' })).toEqual([ids[2], ids[1]]);
      expect(await entryIds({ to: '2026-03-02' })).toEqual([ids[1], ids[0], ids[6]]);
      expect(await entryIds({ from: '2026-03-06' })).toEqual([ids[5]]);
      expect(await entryIds({ from: '2027-01-01' })).toEqual([]);
    });

    it('filters by type and by tracker state', async () => {
      expect(await entryIds({ type: 'ai' })).toEqual([ids[4]]);
      expect((await report({ type: 'page' })).summary.total).toBe(6);
      expect(await entryIds({ status: 'failed' })).toEqual([ids[2]]);
      expect(await entryIds({ status: 'pending' })).toEqual([ids[3]]);
      expect(await entryIds({ status: 'none' })).toEqual([ids[5], ids[4], ids[1], ids[6]]);
      expect(await entryIds({ product: 'Jira Cloud platform', status: 'forwarded', type: 'page' })).toEqual([
        ids[0],
      ]);
    });

    it('pages through entries 25 at a time', async () => {
      await db.query(
        `insert into feedback_issues (kind, path_name, rating_score, text_feedback, payload, received_at)
         select 'page', '/cloud/confluence/webhooks/', 4, 'bulk ' || n, '{}'::jsonb, '2026-04-01'::timestamptz
         from generate_series(1, 30) n`,
      );
      try {
        const first = await report({ from: '2026-04-01' });
        expect(first.summary.total).toBe(30);
        expect(first.entries).toHaveLength(25);
        expect(first.pageCount).toBe(2);
        const second = await report({ from: '2026-04-01' }, 2);
        expect(second.entries).toHaveLength(5);
        expect(second.entries.at(-1)?.comment).toBe('bulk 1');
        expect((await report({ from: '2026-04-01' }, 3)).entries).toEqual([]);
      } finally {
        await db.query("delete from feedback_issues where text_feedback like 'bulk %'");
      }
    });

    it('shows the report to employees only: anonymous to sign in, others (an unverified vendor address too) 403', async () => {
      const url = new URL('http://portal.test/feedback/?product=Confluence+Cloud&from=2026-03-01');
      const deps = { db: async () => db, log };
      expect(await feedbackReportPage(url, ANONYMOUS, REPORT_MANIFEST, deps)).toEqual({
        kind: 'redirect',
        location: `/account/login?returnTo=${encodeURIComponent('/feedback/?product=Confluence+Cloud&from=2026-03-01')}`,
      });
      for (const principal of [CUSTOMER, LOOKALIKE, UNVERIFIED]) {
        expect(await feedbackReportPage(url, principal, REPORT_MANIFEST, deps)).toMatchObject({
          kind: 'forbidden',
          status: 403,
          switchAccountHref: `/account/logout?returnTo=${encodeURIComponent('/feedback/?product=Confluence+Cloud&from=2026-03-01')}`,
        });
      }
      const granted = await feedbackReportPage(url, EMPLOYEE, REPORT_MANIFEST, deps);
      expect(granted).toMatchObject({
        kind: 'report',
        status: 200,
        values: { product: 'Confluence Cloud', from: '2026-03-01' },
      });
      expect(
        granted.kind === 'report' && granted.outcome.kind === 'report' && granted.outcome.data.summary.total,
      ).toBe(3);
    });

    it('answers 400 naming every refused parameter, and 503 when the database fails', async () => {
      const deps = { db: async () => db, log };
      const bad = new URL('http://portal.test/feedback/?product=Nope&from=2026-02-30&type=x&type=y&page=0');
      const result = await feedbackReportPage(bad, EMPLOYEE, REPORT_MANIFEST, deps);
      expect(result).toMatchObject({ kind: 'report', status: 400, outcome: { kind: 'invalid' } });
      const problems =
        result.kind === 'report' && result.outcome.kind === 'invalid' ? result.outcome.problems : [];
      expect(problems.map((problem) => `${problem.param}:${problem.id}`).sort()).toEqual([
        'from:feedbackReport.problem.date',
        'page:feedbackReport.problem.page',
        'product:feedbackReport.problem.product',
        'type:feedbackReport.problem.choice',
        'type:feedbackReport.problem.repeated',
      ]);
      const down = await feedbackReportPage(
        new URL('http://portal.test/feedback/'),
        EMPLOYEE,
        REPORT_MANIFEST,
        {
          db: () => Promise.reject(new Error('database down')),
          log,
        },
      );
      expect(down).toMatchObject({ kind: 'report', status: 503, outcome: { kind: 'error' } });
    });
  });
}

describeOnEveryDatabase('portico_feedback_report', reportContract);
