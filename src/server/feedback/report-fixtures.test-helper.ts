import { createPrincipal, type Principal } from '../../core/policy/principal.ts';
import type { PackageSummary, RouteEntry, SiteManifest } from '../../schemas/built.ts';
import type { FeedbackIssue } from '../../schemas/feedback.ts';
import { AI_FEEDBACK_FIELD_ID } from '../../schemas/feedback.ts';
import { SiteConfigSchema } from '../../schemas/site.ts';
import type { Database } from '../storage/database.ts';
import { feedbackStore } from './feedback-store.ts';

const pkg = (name: string, productName: string, publishPath: string): PackageSummary => ({
  name,
  humanName: productName,
  publishPath,
  platform: 'cloud',
  productName,
  headerType: 'product',
  navigation: null,
});

const route = (path: string, title: string, packageName: string): RouteEntry => ({
  route: path,
  kind: 'markdown',
  title,
  packageName,
  privilege: 'NONE',
  hidden: false,
  file: `${packageName}.json`,
});

/** A small content build: two products, four pages (one with a non-ASCII route). */
export const REPORT_MANIFEST: Pick<SiteManifest, 'site' | 'routes' | 'packages'> = {
  site: SiteConfigSchema.parse({
    vendorName: 'Example Co',
    vendorWebDomain: 'example.com',
    developerHost: 'developer.example.com',
    employeeEmailDomain: 'example.com',
    aiBrandName: 'Example Intelligence',
    portalName: 'Developer',
    mainPackage: 'developer-docs',
    locales: ['en'],
    defaultLocale: 'en',
    environments: {},
  }),
  packages: [
    pkg('confluence-cloud', 'Confluence Cloud', '/cloud/confluence/'),
    pkg('jira-platform-cloud', 'Jira Cloud platform', '/cloud/jira/platform/'),
  ],
  routes: [
    route('/cloud/confluence/', 'Confluence Cloud', 'confluence-cloud'),
    route('/cloud/confluence/webhooks/', 'Confluence webhooks', 'confluence-cloud'),
    route('/cloud/jira/platform/webhooks/', 'Jira webhooks', 'jira-platform-cloud'),
    route('/cloud/jira/platform/café/', 'Jira café', 'jira-platform-cloud'),
  ],
};

/**
 * Signed-in principals: an employee (a subdomain counts), a vendor address not verified yet, a
 * customer, and a look-alike domain.
 */
export const EMPLOYEE: Principal = createPrincipal({
  accountId: 'emp',
  emailDomain: 'mail.example.com',
  emailVerified: true,
  privileges: new Set(),
});
export const UNVERIFIED: Principal = createPrincipal({
  accountId: 'unv',
  emailDomain: 'example.com',
  emailVerified: false,
  privileges: new Set(),
});
export const CUSTOMER: Principal = createPrincipal({
  accountId: 'cus',
  emailDomain: 'customer.example.org',
  emailVerified: true,
  privileges: new Set(),
});
export const LOOKALIKE: Principal = createPrincipal({
  accountId: 'look',
  emailDomain: 'notexample.com',
  emailVerified: true,
  privileges: new Set(),
});

const page = (
  pathName: string,
  ratingScore: number,
  textFeedback: string,
  pageTitle = 'Old title',
): FeedbackIssue => ({
  kind: 'page',
  issue: {
    pageTitle,
    pageUrl: `https://developer.example.com${pathName}`,
    pathName,
    ratingScore,
    textFeedback,
  },
});

/**
 * Seven feedback rows with fixed times and forwarding states, returned in insertion order:
 * 0 Jira webhooks 2★ (a formula comment, forwarded), 1 the same page without its trailing slash
 * 4★, 2 Confluence webhooks 5★ (quotes and a line break, failed), 3 Confluence webhooks without a
 * rating (pending), 4 AI feedback on the Confluence landing, 5 the café page percent-encoded 3★,
 * 6 a page the build no longer has 1★.
 */
export async function seedReport(db: Database): Promise<string[]> {
  await db.query('delete from feedback_issues');
  const store = feedbackStore(db);
  const rows: [FeedbackIssue, string, string | undefined][] = [
    [
      page('/cloud/jira/platform/webhooks/', 2, '=HYPERLINK("http://evil.example","click")'),
      '2026-03-01T10:00:00Z',
      'jira',
    ],
    [page('/cloud/jira/platform/webhooks', 4, ''), '2026-03-02T23:59:59Z', undefined],
    [page('/cloud/confluence/webhooks/', 5, 'Great, "really" good\nthanks'), '2026-03-03T00:00:00Z', 'jira'],
    [page('/cloud/confluence/webhooks/', 0, 'No rating, just words'), '2026-03-04T12:00:00Z', 'jira'],
    [
      {
        kind: 'ai',
        issue: {
          textFeedback: '@SUM(1)',
          pageUrl: 'https://developer.example.com/cloud/confluence/',
          [AI_FEEDBACK_FIELD_ID]: {
            question: 'How do I register a webhook?',
            answer: 'POST /rest/api/3/webhook',
            contentId: '/cloud/confluence/',
            feedbackType: 'inaccurate',
          },
        },
      },
      '2026-03-05T08:30:00Z',
      undefined,
    ],
    [page('/cloud/jira/platform/caf%C3%A9/', 3, 'Café: très bien'), '2026-03-06T09:00:00Z', undefined],
    [page('/old/page/', 1, '-1 from me'), '2026-02-01T00:00:00Z', undefined],
  ];
  const ids: string[] = [];
  for (const [issue, at, tracker] of rows) {
    const id = await store.insert(issue, { accountId: 'acc' }, tracker);
    await db.query('update feedback_issues set received_at = $2::timestamptz where id = $1::bigint', [
      id,
      at,
    ]);
    ids.push(id);
  }
  await db.query(
    `update feedback_issues set forward_status = 'forwarded', forward_attempts = 1, remote_key = 'DOCS-7',
       remote_url = 'https://tracker.example/browse/DOCS-7' where id = $1::bigint`,
    [ids[0]],
  );
  await db.query(
    `update feedback_issues set forward_status = 'failed', forward_attempts = 12,
       forward_last_error = 'HTTP 400: project: expected key DOCS' where id = $1::bigint`,
    [ids[2]],
  );
  return ids;
}
