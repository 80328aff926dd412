import { describe, expect, it } from 'vitest';
import {
  pageWindow,
  parseSearchPageParams,
  searchPageFilters,
  searchPageHref,
} from './search-page-params.ts';

const parse = (query: string) => parseSearchPageParams(new URLSearchParams(query));

describe('/search/ parameters (spec §2.1, §5, §9)', () => {
  it('reads q, p, platform, product, type and access; drops bad values', () => {
    expect(parse('q= webhooks &p=3&platform=cloud&product=jira&type=rest&access=public')).toEqual({
      q: 'webhooks',
      p: 3,
      platform: 'cloud',
      product: 'jira',
      type: 'rest',
      access: 'public',
    });
    expect(parse('p=0&platform=mars&type=video&access=secret')).toMatchObject({
      q: '',
      p: 1,
      platform: undefined,
      type: undefined,
      access: undefined,
    });
    expect(parse('p=999').p).toBe(50);
    expect(parse('p=abc').p).toBe(1);
  });

  it('joins filters by AND in the spec order; access internal excludes public records', () => {
    expect(searchPageFilters(parse('q=a&platform=cloud&product=jira&type=guide&access=public'))).toBe(
      'platform:cloud AND productName:jira AND docType:guide AND access:NONE',
    );
    expect(searchPageFilters(parse('q=a&access=internal'))).toBe('NOT access:NONE');
    expect(searchPageFilters(parse('q=a'))).toBe('');
  });

  it('gives every state a shareable URL that reads back the same', () => {
    const params = parse('q=a b&p=2&type=rest&product=jira');
    const href = searchPageHref(params);
    expect(href).toBe('/search/?q=a+b&p=2&product=jira&type=rest');
    expect(parse(href.split('?')[1]!)).toEqual(params);
  });

  it('links at most 50 pages', () => {
    expect(pageWindow(1, 1)).toEqual([]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(50, 80)).toEqual([44, 45, 46, 47, 48, 49, 50]);
  });
});

describe('the language filter (decision 0042)', () => {
  it('reads lang as a tag, all, or the reader’s own when absent', () => {
    expect(parseSearchPageParams(new URLSearchParams('q=x&lang=pt-BR')).lang).toBe('pt-BR');
    expect(parseSearchPageParams(new URLSearchParams('q=x&lang=')).lang).toBe('all');
    expect(parseSearchPageParams(new URLSearchParams('q=x&lang=not a tag')).lang).toBeUndefined();
    expect(parseSearchPageParams(new URLSearchParams('q=x')).lang).toBeUndefined();
  });

  it('scopes the results to a language, keeps it in links, and leaves them unscoped for all', () => {
    const params = { ...parseSearchPageParams(new URLSearchParams('q=x&access=internal')), lang: 'fr' };
    expect(searchPageFilters(params)).toBe('NOT access:NONE AND languages:fr');
    expect(searchPageHref(params)).toBe('/search/?q=x&access=internal&lang=fr');
    expect(searchPageFilters({ ...params, lang: 'all' })).toBe('NOT access:NONE');
    expect(searchPageHref({ ...params, access: undefined, lang: 'all' })).toBe('/search/?q=x&lang=all');
  });
});
