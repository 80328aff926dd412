import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SupportFormProblemSchema } from '../../../schemas/support.ts';
import { payloadFor } from '../../i18n/catalogues.ts';
import { attr, headingSkips, tagsWithTestId, textOf } from '../../kit/testing/markup.test-helper.ts';
import { SUPPORT_CATALOGUES } from './catalogues.ts';
import { supportMessages } from './messages.ts';
import { parseSupportListQuery, supportListHref } from '../../../core/support/support-list-params.ts';
import { SupportPage } from './support-page.tsx';
import { SUPPORT_PROBLEMS } from './support-problems.ts';
import { SupportRequestsPage } from './support-requests-page.tsx';
import type { SupportPageProps, SupportRequestView } from '../../../core/support/support-types.ts';

const EN = payloadFor('en', ...SUPPORT_CATALOGUES);
const FR = payloadFor('fr', ...SUPPORT_CATALOGUES);
const open: SupportRequestView = {
  issueKey: 'REQ-2',
  summary: 'Webhook <b>fails</b>',
  status: 'Waiting for support',
  closed: false,
  createdAt: '2026-02-01T10:00:00.000Z',
};
const closed: SupportRequestView = {
  ...open,
  issueKey: 'DEV-1',
  status: 'Resolved',
  closed: true,
  webUrl: 'https://jsm.example.com/portal/7/DEV-1',
};
const base: SupportPageProps = {
  i18n: EN,
  developerHost: 'developer.example.com',
  portalName: 'Example',
  signedIn: false,
  loginHref: '/account/login?returnTo=%2Fsupport',
  channels: [
    {
      title: 'Developer community',
      description: 'Ask other developers.',
      href: 'https://community.example.com/',
    },
    { title: 'Support guide', description: '', href: '/platform/support-guide/' },
  ],
  categories: [
    { id: 'forge', title: 'Forge' },
    { id: 'security', title: 'Security issue' },
  ],
  csrfToken: 'tok',
  action: '/api/servicedeskapi/request',
  requestsHref: '/support/requests?page=1&statuses=open',
};
const render = (props: Partial<SupportPageProps> = {}) =>
  renderToStaticMarkup(<SupportPage {...base} {...props} />);

describe('SupportPage', () => {
  it('shows anonymous visitors the content channels and a sign-in link, but no form', () => {
    const html = render();
    expect(textOf(html)).toContain('Developer community');
    expect(html).toContain('href="https://community.example.com/" target="_blank"');
    expect(html).toMatch(/<a href="\/platform\/support-guide\/" class="[^"]*">Support guide<\/a>/);
    expect(html).toContain('Ask other developers.');
    expect(attr(tagsWithTestId(html, 'support-sign-in')[0], 'href')).toBe(
      '/account/login?returnTo=%2Fsupport',
    );
    expect(tagsWithTestId(html, 'support-request-form')).toEqual([]);
    expect(headingSkips(html)).toEqual([]);
  });

  it('gives signed-in visitors a plain form posting to the API with the CSRF token', () => {
    const html = render({ signedIn: true, recent: { ok: true, values: [] } });
    const form = tagsWithTestId(html, 'support-request-form')[0];
    expect([attr(form, 'method'), attr(form, 'action')]).toEqual(['post', '/api/servicedeskapi/request']);
    expect(html).toContain('<input type="hidden" name="csrf" value="tok"/>');
    expect(html).toMatch(/<input id="support-summary"[^>]*maxLength="255" required="" name="summary"/);
    expect(html).toMatch(
      /<textarea id="support-description"[^>]*name="description"[^>]*maxLength="10000" required=""/,
    );
    expect(html).toMatch(/<select id="support-category"[^>]*name="category"[^>]*required=""/);
    expect(html).toContain(
      '<option value="" selected="">Choose one</option><option value="forge">Forge</option>',
    );
    // Spec §5: the required fields carry an asterisk (hidden from screen readers, which hear "required").
    expect(html.match(/<span class="[^"]*" aria-hidden="true"> \*<\/span>/g)).toHaveLength(3);
    expect(html).toContain('Fields marked with an asterisk (*) are required.');
    expect(tagsWithTestId(html, 'support-sign-in')).toEqual([]);
    expect(html).toContain('You have no open requests.');
    expect(attr(tagsWithTestId(html, 'support-all-requests')[0], 'href')).toBe(
      '/support/requests?page=1&amp;statuses=open',
    );
    expect(headingSkips(html)).toEqual([]);
  });

  it('leaves out the category select when the content offers none', () => {
    expect(render({ signedIn: true, categories: [] })).not.toContain('name="category"');
  });

  it('announces a request just sent, and a service desk that could not be reached', () => {
    const sent = render({ signedIn: true, created: 'REQ-9' });
    expect(tagsWithTestId(sent, 'support-created')[0]).toContain('role="status"');
    expect(sent).toContain('Your request REQ-9 was sent.');
    const failed = render({ signedIn: true, error: 'unavailable' });
    expect(tagsWithTestId(failed, 'support-unavailable')[0]).toContain('role="alert"');
    expect(failed).toContain('Your request could not be sent right now. Please try again in a moment.');
  });

  it('shows a refused form again: fields as typed, a summary linking to each field, messages beside them', () => {
    const html = render({
      signedIn: true,
      error: 'invalid',
      form: {
        fields: { summary: 'x', description: 'typed <text>', category: 'gone' },
        problems: ['summary-too-long', 'category-unknown'],
      },
    });
    expect(tagsWithTestId(html, 'support-form-errors')[0]).toContain('role="alert"');
    expect(html).toContain('<a href="#support-summary">The summary can have at most 255 characters.</a>');
    expect(html).toContain(
      '<a href="#support-category">Choose one of the listed products or categories.</a>',
    );
    expect(html).toMatch(
      /<input id="support-summary" aria-describedby="support-summary-error support-summary-hint" aria-invalid="true"[^>]*value="x"/,
    );
    expect(html).toContain('typed &lt;text&gt;</textarea>');
    expect(html).toContain('<option value="" selected="">Choose one</option>');
    expect(html).not.toMatch(/<textarea[^>]*aria-invalid/);
  });

  it('has a message for every problem and speaks French', () => {
    for (const problem of SupportFormProblemSchema.options) {
      expect(supportMessages[SUPPORT_PROBLEMS[problem].message]).toBeTruthy();
    }
    const html = render({
      i18n: FR,
      signedIn: true,
      form: { fields: { summary: '', description: '', category: '' }, problems: ['summary-missing'] },
    });
    expect(html).toContain('Saisissez un résumé.');
    expect(html).toContain('Envoyer la demande');
  });

  it('lists open requests with key, state, status, summary (escaped) and date', () => {
    const html = render({ signedIn: true, recent: { ok: true, values: [open] } });
    const item = tagsWithTestId(html, 'support-request')[0];
    expect([attr(item, 'data-key'), attr(item, 'data-state')]).toEqual(['REQ-2', 'open']);
    expect(html).toContain('Webhook &lt;b&gt;fails&lt;/b&gt;');
    expect(html).toContain('Status: Waiting for support');
    expect(html).toContain('<time dateTime="2026-02-01T10:00:00.000Z">Created Feb 1, 2026</time>');
    expect(render({ signedIn: true, recent: { ok: false } })).toContain(
      'Your requests cannot be shown right now.',
    );
  });
});

describe('SupportRequestsPage', () => {
  const list = (props: Partial<Parameters<typeof SupportRequestsPage>[0]> = {}) =>
    renderToStaticMarkup(
      <SupportRequestsPage
        i18n={EN}
        developerHost="developer.example.com"
        signedIn
        loginHref="/account/login?returnTo=x"
        listPath="/support/requests"
        supportHref="/support/"
        query={{ page: 2, statuses: 'all' }}
        list={{ ok: true, values: [open, closed] }}
        hasNextPage
        {...props}
      />,
    );

  it('shows the requests with status filters and pages', () => {
    const html = list();
    expect(tagsWithTestId(html, 'support-request').map((tag) => attr(tag, 'data-state'))).toEqual([
      'open',
      'closed',
    ]);
    expect(html).toContain('<a href="/support/requests?page=1&amp;statuses=all" aria-current="page"');
    expect(html).toContain('href="/support/requests?page=1&amp;statuses=closed"');
    expect(html).toContain(
      '<a href="/support/requests?page=1&amp;statuses=all" rel="prev">Previous page</a>',
    );
    expect(html).toContain('<a href="/support/requests?page=3&amp;statuses=all" rel="next">Next page</a>');
    expect(html).toContain('href="https://jsm.example.com/portal/7/DEV-1" target="_blank"');
    expect(html).toContain('View DEV-1 at the service desk');
  });

  it('explains a bad query, an empty page, an unavailable desk, and offers sign-in when anonymous', () => {
    expect(tagsWithTestId(list({ query: undefined }), 'support-bad-query')).toHaveLength(1);
    expect(list({ list: { ok: true, values: [] }, hasNextPage: false })).toContain(
      'There are no requests on this page.',
    );
    expect(list({ list: { ok: false } })).toContain('Your requests cannot be shown right now.');
    const anonymous = list({ signedIn: false, list: undefined });
    expect(attr(tagsWithTestId(anonymous, 'support-sign-in')[0], 'href')).toBe('/account/login?returnTo=x');
    expect(tagsWithTestId(anonymous, 'support-request')).toEqual([]);
  });
});

describe('support list query', () => {
  it('defaults to page 1 of open requests, and round-trips through its href', () => {
    expect(parseSupportListQuery(new URLSearchParams())).toEqual({ page: 1, statuses: 'open' });
    const href = supportListHref('/support/requests', { page: 4, statuses: 'closed' });
    expect(parseSupportListQuery(new URL(href, 'http://x').searchParams)).toEqual({
      page: 4,
      statuses: 'closed',
    });
    expect(parseSupportListQuery(new URLSearchParams('page=01'))).toBeUndefined();
  });
});
