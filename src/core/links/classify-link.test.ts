import { describe, expect, it } from 'vitest';
import { classifyLink, isWebUrl } from './classify-link.ts';

const site = { developerHost: 'developer.example.com' };

describe('classifyLink', () => {
  it.each([
    '/cloud/jira/platform/rest/v3/intro/',
    '/',
    './other.md',
    '../dir/page.md#anchor',
    '.',
    '#anchor',
    '?tab=python',
    'other.md',
    'images/diagram.png',
    'https://developer.example.com/cloud/',
    'http://developer.example.com/server/',
    'https://DEVELOPER.example.com/x/',
    '//developer.example.com/x/',
    'http://localhost:8080/app',
    'http://127.0.0.1/',
    'http://[::1]:3000/',
    'http://app.localhost/',
  ])('%s is internal', (href) => {
    expect(classifyLink(href, site)).toBe('internal');
  });

  it.each([
    'https://example.com/',
    'https://www.developer.example.com/',
    'https://developer.example.com.evil.io/',
    'https://evil.io/?next=https://developer.example.com/',
    '//cdn.example.org/x.js',
    'mailto:docs@example.com',
    'ftp://files.example.com/',
  ])('%s is external', (href) => {
    expect(classifyLink(href, site)).toBe('external');
  });

  it('honours a port in the developer host', () => {
    expect(classifyLink('http://portal.test:4321/x/', { developerHost: 'portal.test:4321' })).toBe(
      'internal',
    );
    expect(classifyLink('http://portal.test:9999/x/', { developerHost: 'portal.test:4321' })).toBe(
      'external',
    );
  });
});

describe('isWebUrl', () => {
  it('accepts only http(s) URLs', () => {
    expect(isWebUrl('https://example.com')).toBe(true);
    expect(isWebUrl('//example.com')).toBe(true);
    expect(isWebUrl('mailto:a@example.com')).toBe(false);
    expect(isWebUrl('/local/')).toBe(false);
  });
});
