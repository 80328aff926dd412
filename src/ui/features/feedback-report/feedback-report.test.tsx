import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { payloadFor } from '../../i18n/catalogues.ts';
import { FeedbackReportPage } from './feedback-report-page.tsx';
import type { FeedbackReportData } from '../../../core/feedback/feedback-report-types.ts';
import { feedbackReportMessages } from './messages.ts';
import { ReportForbidden } from './report-forbidden.tsx';

const EN = payloadFor('en', feedbackReportMessages);
const FR = payloadFor('fr', feedbackReportMessages);
const products = [
  { name: 'Confluence Cloud', title: 'Confluence Cloud' },
  { name: 'Jira Cloud platform', title: 'Jira Cloud platform' },
];

const data: FeedbackReportData = {
  summary: {
    total: 30,
    rated: 2,
    average: 3.5,
    distribution: [0, 1, 0, 0, 1],
    pageFeedback: 29,
    aiFeedback: 1,
    pages: 2,
    forwarding: { forwarded: 1, pending: 1, failed: 1, none: 27 },
  },
  pages: [
    {
      path: '/cloud/confluence/webhooks/',
      title: 'Confluence webhooks',
      productTitle: 'Confluence Cloud',
      count: 2,
      rated: 2,
      average: 3.5,
      distribution: [0, 1, 0, 0, 1],
      ai: 1,
      lastAt: '2026-03-03T00:00:00.000Z',
    },
  ],
  pageLimit: 100,
  entries: [
    {
      id: '3',
      receivedAt: '2026-03-03T00:00:00.000Z',
      kind: 'page',
      path: '/cloud/confluence/webhooks/',
      title: 'Confluence webhooks',
      productTitle: 'Confluence Cloud',
      rating: 5,
      comment: '<script>alert(1)</script>',
      aiFeedbackType: undefined,
      aiSubject: undefined,
      forward: {
        state: 'forwarded',
        attempts: 1,
        key: 'DOCS-1',
        url: 'https://tracker.example/browse/DOCS-1',
        lastError: undefined,
      },
    },
    {
      id: '2',
      receivedAt: '2026-03-02T10:00:00.000Z',
      kind: 'ai',
      path: undefined,
      title: '',
      productTitle: undefined,
      rating: null,
      comment: '',
      aiFeedbackType: 'inaccurate',
      aiSubject: 'How do I register a webhook?',
      forward: {
        state: 'failed',
        attempts: 12,
        key: undefined,
        url: undefined,
        lastError: 'HTTP 400: bad project',
      },
    },
  ],
  page: 2,
  pageCount: 2,
};
const params = { product: 'Confluence Cloud', from: '2026-03-01', page: 2 };

describe('FeedbackReportPage', () => {
  it('is a GET form keeping the filters, with the export link for the same filters', () => {
    const html = renderToStaticMarkup(
      <FeedbackReportPage
        i18n={EN}
        values={{ product: 'Confluence Cloud', from: '2026-03-01' }}
        products={products}
        outcome={{ kind: 'report', params, data }}
      />,
    );
    expect(html).toMatch(/<form [^>]*action="\/feedback\/" method="get">/);
    expect(html).toContain('<option value="Confluence Cloud" selected="">Confluence Cloud</option>');
    expect(html).toMatch(/<input type="date" [^>]*name="from" value="2026-03-01"/);
    expect(html).toContain('href="/api/feedback/export.csv?product=Confluence+Cloud&amp;from=2026-03-01"');
    expect(html).toContain('Download CSV');
  });

  it('shows the summary, ratings per page and entries with their tracker outcome, escaping comments', () => {
    const html = renderToStaticMarkup(
      <FeedbackReportPage
        i18n={EN}
        values={{}}
        products={products}
        outcome={{ kind: 'report', params, data }}
      />,
    );
    expect(html).toContain('3.5 out of 5');
    expect(html).toContain('1 forwarded, 1 pending, 1 failed, 27 stored only');
    expect(html).toContain('5 Excellent: 1');
    expect(html).toContain('<a href="/cloud/confluence/webhooks/">Confluence webhooks</a>');
    expect(html).toContain('1 about AI');
    expect(html).toContain('5 – Excellent');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).toContain(
      '<a href="https://tracker.example/browse/DOCS-1" rel="noopener noreferrer">DOCS-1</a>',
    );
    expect(html).toContain('After 12 attempts: HTTP 400: bad project');
    expect(html).toContain('Reason: inaccurate');
    expect(html).toContain('About: How do I register a webhook?');
    expect(html).toContain('<time dateTime="2026-03-03T00:00:00.000Z">Mar 3, 2026, 12:00');
    expect(html).toContain('30 entries');
    expect(html).toContain('Page 2 of 2');
    expect(html).toContain('href="/feedback/?product=Confluence+Cloud&amp;from=2026-03-01" rel="prev"');
    expect(html).not.toContain('rel="next"');
    expect(html).toContain('tabindex="0"');
  });

  it('links only paths on this site: stored off-site paths show as text', () => {
    const hostile = ['//evil.example/login', '/\\evil.example/login', 'https://evil.example/'];
    const rows = hostile.map((path, index) => ({
      ...data.entries[0]!,
      id: `h${index}`,
      path,
      title: 'Sign in again',
    }));
    const pages = hostile.map((path) => ({ ...data.pages[0]!, path, title: 'Sign in again' }));
    const html = renderToStaticMarkup(
      <FeedbackReportPage
        i18n={EN}
        values={{}}
        products={products}
        outcome={{ kind: 'report', params, data: { ...data, entries: rows, pages } }}
      />,
    );
    expect(
      [...html.matchAll(/<a href="([^"]*)"/g)].map((m) => m[1]).filter((href) => href!.includes('evil')),
    ).toEqual([]);
    expect(html.match(/data-testid="feedback-unlinked-page">Sign in again</g)).toHaveLength(6);
  });

  it('lists refused filters in an alert and offers no export', () => {
    const html = renderToStaticMarkup(
      <FeedbackReportPage
        i18n={EN}
        values={{ from: '2026-02-30' }}
        products={products}
        outcome={{
          kind: 'invalid',
          problems: [{ param: 'from', id: 'feedbackReport.problem.date', value: '2026-02-30' }],
        }}
      />,
    );
    expect(html).toContain('role="alert"');
    expect(html).toContain('from: “2026-02-30” is not a date written YYYY-MM-DD.');
    expect(html).not.toContain('Download CSV');
    expect(html).not.toContain('feedback-summary');
  });

  it('speaks French, numbers included', () => {
    const html = renderToStaticMarkup(
      <FeedbackReportPage
        i18n={FR}
        values={{}}
        products={products}
        outcome={{ kind: 'report', params, data }}
      />,
    );
    expect(html).toContain('Rapport des avis');
    expect(html).toContain('3,5 sur 5');
    expect(html).toContain('Télécharger le CSV');
  });

  it('says when nothing matches and when the report could not load', () => {
    const empty = {
      ...data,
      entries: [],
      pages: [],
      pageCount: 0,
      page: 1,
      summary: { ...data.summary, total: 0 },
    };
    const html = renderToStaticMarkup(
      <FeedbackReportPage
        i18n={EN}
        values={{}}
        products={products}
        outcome={{ kind: 'report', params: { page: 1 }, data: empty }}
      />,
    );
    expect(html).toContain('No feedback matches these filters.');
    expect(html).not.toContain('feedback-pagination');
    const error = renderToStaticMarkup(
      <FeedbackReportPage i18n={EN} values={{}} products={products} outcome={{ kind: 'error' }} />,
    );
    expect(error).toContain('The report could not be loaded; try again later.');
  });
});

describe('ReportForbidden', () => {
  it('says who is signed in and offers to switch accounts', () => {
    const html = renderToStaticMarkup(
      <ReportForbidden
        i18n={EN}
        screenName="Cara"
        vendorName="Example Co"
        switchAccountHref="/account/logout?returnTo=%2Ffeedback%2F"
      />,
    );
    expect(html).toContain('The feedback report is for employees only');
    expect(html).toContain('You are signed in as Cara. Only Example Co employees');
    expect(html).toContain('href="/account/logout?returnTo=%2Ffeedback%2F"');
  });
});
