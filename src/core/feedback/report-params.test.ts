import { describe, expect, it } from 'vitest';
import { dateBounds, exportHref, isCalendarDate, parseReportParams, reportHref } from './report-params.ts';

const PRODUCTS = ['Confluence Cloud', 'Jira Cloud platform'];
const parse = (query: string) => parseReportParams(new URLSearchParams(query), PRODUCTS);
const problems = (query: string) => {
  const parsed = parse(query);
  return parsed.ok
    ? []
    : parsed.problems.map((problem) => `${problem.param} ${problem.id.split('.').pop()} ${problem.value}`);
};

describe('parseReportParams', () => {
  it('reads every filter, with page 1 and nothing else by default', () => {
    expect(parse('')).toEqual({
      ok: true,
      values: {},
      params: {
        page: 1,
        product: undefined,
        from: undefined,
        to: undefined,
        type: undefined,
        status: undefined,
      },
    });
    expect(
      parse('product=Jira+Cloud+platform&from=2026-01-31&to=2026-02-28&type=ai&status=failed&page=3'),
    ).toMatchObject({
      ok: true,
      params: {
        product: 'Jira Cloud platform',
        from: '2026-01-31',
        to: '2026-02-28',
        type: 'ai',
        status: 'failed',
        page: 3,
      },
    });
  });

  it('treats empty values (a GET form sends every field) as unset and ignores unknown parameters', () => {
    expect(parse('product=&from=&to=&type=&status=&page=&utm_source=mail')).toMatchObject({
      ok: true,
      params: { page: 1, product: undefined },
    });
    expect(parse('from=2026-01-01&to=2026-01-01')).toMatchObject({ ok: true });
  });

  it.each([
    ['from=2026-02-30', ['from date 2026-02-30']],
    ['to=2026-1-5', ['to date 2026-1-5']],
    ['from=yesterday', ['from date yesterday']],
    ['from=2026-03-02&to=2026-03-01', ['to range 2026-03-02 – 2026-03-01']],
    ['product=Jira', ['product product Jira']],
    ['type=bug', ['type choice bug']],
    ['status=done', ['status choice done']],
    ['page=0', ['page page 0']],
    ['page=1.5', ['page page 1.5']],
    ['page=-1', ['page page -1']],
    ['page=9999999', ['page page 9999999']],
    ['type=page&type=ai', ['type repeated page, ai']],
  ])('refuses %s', (query, expected) => {
    expect(problems(query)).toEqual(expected);
  });

  it('reports every problem at once and keeps the values as given', () => {
    const parsed = parse('from=2026-02-30&product=Nope&page=x');
    expect(parsed.ok).toBe(false);
    expect(parsed.values).toEqual({ from: '2026-02-30', product: 'Nope', page: 'x' });
    expect(problems('from=2026-02-30&product=Nope&page=x')).toHaveLength(3);
  });
});

describe('report URLs', () => {
  it('builds shareable report and export URLs with the same filters', () => {
    const params = { product: 'Jira Cloud platform', from: '2026-01-01', type: 'page' as const, page: 2 };
    expect(reportHref(params)).toBe(
      '/feedback/?product=Jira+Cloud+platform&from=2026-01-01&type=page&page=2',
    );
    expect(reportHref({ page: 1 })).toBe('/feedback/');
    expect(exportHref(params)).toBe(
      '/api/feedback/export.csv?product=Jira+Cloud+platform&from=2026-01-01&type=page',
    );
    const round = parse(new URL(reportHref(params), 'http://x').search);
    expect(round).toMatchObject({ ok: true, params });
  });

  it('turns UTC days into a half-open range that includes the whole last day', () => {
    expect(dateBounds({ from: '2026-02-28', to: '2026-02-28' })).toEqual({
      start: '2026-02-28T00:00:00.000Z',
      end: '2026-03-01T00:00:00.000Z',
    });
    expect(dateBounds({ to: '2024-12-31' })).toEqual({ start: undefined, end: '2025-01-01T00:00:00.000Z' });
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2025-02-29')).toBe(false);
  });
});
