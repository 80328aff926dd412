import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { attr, tagsWithTestId, textOf } from '../../kit/testing/markup.test-helper.ts';
import { MyRequests } from './my-requests.tsx';
import { RequestsBadgeView } from './requests-badge.tsx';
import { myRequestsHref } from './requests-href.ts';
import { badgeText, fetchRequestCount, FETCH_ERROR_MESSAGE, SUPPORT_REQUESTS_API } from './requests.ts';

const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));

describe('badgeText', () => {
  it('shows the count up to 9, then 9+, and nothing for none or unknown', () => {
    expect(badgeText(1)).toBe('1');
    expect(badgeText(9)).toBe('9');
    expect(badgeText(10)).toBe('9+');
    expect(badgeText(250)).toBe('9+');
    expect(badgeText(0)).toBeUndefined();
    expect(badgeText(undefined)).toBeUndefined();
  });
});

describe('myRequestsHref', () => {
  it('asks the portal for page 1 of the open requests', () => {
    expect(myRequestsHref('https://support.example.com/portal/requests')).toBe(
      'https://support.example.com/portal/requests?page=1&statuses=open',
    );
    expect(myRequestsHref('https://support.example.com/r?lang=en#top')).toBe(
      'https://support.example.com/r?lang=en&page=1&statuses=open#top',
    );
  });
});

describe('fetchRequestCount', () => {
  it('GETs the service desk request list with credentials and counts its values', async () => {
    const fetchImpl = answer(200, { values: [{}, {}, {}] });
    const log = vi.fn();
    expect(await fetchRequestCount(fetchImpl, log)).toBe(3);
    expect(fetchImpl).toHaveBeenCalledWith(
      SUPPORT_REQUESTS_API,
      expect.objectContaining({ credentials: 'include' }),
    );
    expect(SUPPORT_REQUESTS_API).toBe('/api/servicedeskapi/request');
    expect(log).not.toHaveBeenCalled();
  });

  it('logs and gives no count for a non-ok answer, a network error or a malformed body', async () => {
    for (const fetchImpl of [
      answer(500, { values: [] }),
      answer(401, 'nope'),
      answer(200, { requests: [] }),
      answer(200, '<html>'),
      vi.fn(async () => {
        throw new TypeError('offline');
      }),
    ]) {
      const log = vi.fn();
      expect(await fetchRequestCount(fetchImpl, log)).toBeUndefined();
      expect(log).toHaveBeenCalledTimes(1);
      expect(log.mock.calls[0]?.[0]).toBe(FETCH_ERROR_MESSAGE);
    }
    expect(FETCH_ERROR_MESSAGE).toBe('Error while fetching support requests');
  });
});

describe('MyRequests', () => {
  it('renders a new-tab link to the open requests; the badge is not in the server HTML', () => {
    const html = renderToStaticMarkup(<MyRequests portal="https://support.example.com/requests" />);
    const link = tagsWithTestId(html, 'my-requests')[0];
    expect(attr(link, 'href')).toBe('https://support.example.com/requests?page=1&amp;statuses=open');
    expect(attr(link, 'target')).toBe('_blank');
    expect(textOf(html)).toBe('My requests (opens in a new tab)');
    expect(tagsWithTestId(html, 'my-requests-status')).toEqual([]);
  });
});

describe('RequestsBadgeView', () => {
  const render = (status: 'loading' | 'done', count: number | undefined) =>
    renderToStaticMarkup(<RequestsBadgeView state={{ status, count }} />);

  it('is busy while loading, then done', () => {
    const loading = tagsWithTestId(render('loading', undefined), 'my-requests-status')[0];
    expect([attr(loading, 'data-status'), attr(loading, 'aria-busy')]).toEqual(['loading', 'true']);
    const done = tagsWithTestId(render('done', 2), 'my-requests-status')[0];
    expect([attr(done, 'data-status'), attr(done, 'aria-busy')]).toEqual(['done', 'false']);
  });

  it('shows the badge once done, capped at 9+, with the count spelled out for screen readers', () => {
    const three = render('done', 3);
    expect(three).toContain('<span aria-hidden="true">3</span>');
    expect(three).toContain('3 open requests');
    const many = render('done', 12);
    expect(many).toContain('<span aria-hidden="true">9+</span>');
    expect(many).toContain('More than 9 open requests');
    expect(render('done', 1)).toContain('1 open request<');
  });

  it('hides the badge after a failure or with no requests', () => {
    expect(tagsWithTestId(render('done', undefined), 'my-requests-badge')).toEqual([]);
    expect(tagsWithTestId(render('done', 0), 'my-requests-badge')).toEqual([]);
  });
});
