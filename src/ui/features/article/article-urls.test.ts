import { describe, expect, it } from 'vitest';
import { headingLink, nextTabIndex, readTabParams, withTabParams } from './article-urls.ts';

describe('headingLink', () => {
  it('is origin + pathname + search + #id, dropping any current hash', () => {
    expect(
      headingLink(
        { origin: 'https://dev.example.com', pathname: '/cloud/a/', search: '?tabId=t&tab=js' },
        'setup',
      ),
    ).toBe('https://dev.example.com/cloud/a/?tabId=t&tab=js#setup');
    expect(headingLink({ origin: 'http://localhost:4321', pathname: '/x/', search: '' }, 'はじめに')).toBe(
      'http://localhost:4321/x/#はじめに',
    );
  });
});

describe('tab parameters', () => {
  it('sets tabId and tab, keeping other parameters and the hash', () => {
    expect(withTabParams('https://d.example/x/?q=1#h', 'tabs-abc-1', 'python')).toBe(
      'https://d.example/x/?q=1&tabId=tabs-abc-1&tab=python#h',
    );
    expect(withTabParams('https://d.example/x/?tabId=old&tab=js', 'tabs-abc-2', 'node.js')).toBe(
      'https://d.example/x/?tabId=tabs-abc-2&tab=node.js',
    );
  });

  it('reads them back, lower-casing the tab', () => {
    expect(readTabParams('?tabId=tabs-abc-1&tab=Python')).toEqual({ tabsId: 'tabs-abc-1', tab: 'python' });
    expect(readTabParams('?tab=python')).toBeUndefined();
    expect(readTabParams('')).toBeUndefined();
  });

  it('round-trips titles with spaces and symbols', () => {
    const url = new URL(withTabParams('https://d.example/x/', 'g', 'c# & .net'));
    expect(readTabParams(url.search)).toEqual({ tabsId: 'g', tab: 'c# & .net' });
  });
});

describe('nextTabIndex', () => {
  it('moves with arrows (wrapping) and jumps with Home/End', () => {
    expect(nextTabIndex('ArrowRight', 0, 3)).toBe(1);
    expect(nextTabIndex('ArrowRight', 2, 3)).toBe(0);
    expect(nextTabIndex('ArrowLeft', 0, 3)).toBe(2);
    expect(nextTabIndex('Home', 2, 3)).toBe(0);
    expect(nextTabIndex('End', 0, 3)).toBe(2);
    expect(nextTabIndex('Enter', 0, 3)).toBeUndefined();
  });
});
