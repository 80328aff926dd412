import { describe, expect, it } from 'vitest';
import { hasNewEntries, mergeVisits } from '../../../core/changelog/indicator.ts';
import {
  CHANGELOG_INDICATOR_SCRIPT,
  DOT_ATTRIBUTE,
  runChangelogIndicator,
  VISITS_STORAGE_KEY,
} from './indicator-script.ts';

/** A dot element as the script sees it: an attribute, `hidden`, and no children. */
class FakeDot {
  nodeType = 1;
  hidden = true;
  readonly groups: string[];
  constructor(groups: string[]) {
    this.groups = groups;
  }
  getAttribute(name: string) {
    return name === DOT_ATTRIBUTE ? JSON.stringify(this.groups) : null;
  }
  matches() {
    return true;
  }
  querySelectorAll() {
    return [] as FakeDot[];
  }
}

interface Setup {
  meta?: Record<string, string>;
  stored?: string;
  dots?: FakeDot[];
  answer?: unknown;
}

function run({ meta = {}, stored, dots = [], answer }: Setup) {
  const storage = new Map<string, string>(stored === undefined ? [] : [[VISITS_STORAGE_KEY, stored]]);
  const requests: { url: string; init: RequestInit }[] = [];
  let observed: ((changes: { addedNodes: FakeDot[] }[]) => void) | undefined;
  const doc = {
    documentElement: {},
    querySelector: (selector: string) => {
      const name = /meta\[name="([^"]+)"\]/.exec(selector)?.[1];
      const content = name === undefined ? undefined : meta[name];
      return content === undefined ? null : { getAttribute: () => content };
    },
    querySelectorAll: () => dots,
  };
  class Observer {
    constructor(callback: typeof observed) {
      observed = callback;
    }
    observe() {}
  }
  const request = (url: string, init: RequestInit) => {
    requests.push({ url, init });
    return Promise.resolve({ ok: true, json: () => Promise.resolve(answer) });
  };
  runChangelogIndicator(
    doc as unknown as Document,
    { getItem: (key) => storage.get(key) ?? null, setItem: (key, value) => void storage.set(key, value) },
    request as unknown as typeof fetch,
    Observer as unknown as typeof MutationObserver,
    () => '2026-11-26T12:00:00.000Z',
    hasNewEntries,
    mergeVisits,
  );
  const add = (dot: FakeDot) => observed?.([{ addedNodes: [dot] }]);
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { storage, requests, add, settled };
}

const NEWEST = JSON.stringify({ Issues: '2026-11-20', Pages: '2026-10-01' });

describe('runChangelogIndicator', () => {
  it('shows a dot whose groups have entries newer than the stored visits, also for dots added later', () => {
    const issues = new FakeDot(['Issues']);
    const pages = new FakeDot(['Pages']);
    const { add, requests } = run({
      meta: { 'changelog-newest': NEWEST },
      stored: JSON.stringify({ Pages: '2026-11-01T00:00:00.000Z', Issues: '2026-11-01T00:00:00.000Z' }),
      dots: [issues],
    });
    expect(issues.hidden).toBe(false);
    add(pages);
    expect(pages.hidden).toBe(true);
    expect(requests).toEqual([]);
  });

  it('records a visit of the page groups locally and clears their dots', () => {
    const issues = new FakeDot(['Issues']);
    const { storage } = run({
      meta: { 'changelog-newest': NEWEST, 'changelog-visit': '["*"]' },
      dots: [issues],
    });
    expect(issues.hidden).toBe(true);
    expect(JSON.parse(storage.get(VISITS_STORAGE_KEY)!)).toEqual({ '*': '2026-11-26T12:00:00.000Z' });
  });

  it('survives bad stored data and bad meta as a first visit', () => {
    const issues = new FakeDot(['Issues']);
    run({ meta: { 'changelog-newest': NEWEST, 'changelog-visit': '{' }, stored: 'not json', dots: [issues] });
    expect(issues.hidden).toBe(false);
  });

  it('for a signed-in reader, reads the account record and merges it', async () => {
    const issues = new FakeDot(['Issues']);
    const { requests, storage, settled } = run({
      meta: { 'changelog-newest': NEWEST, 'changelog-sync': '/api/changelog/visits' },
      dots: [issues],
      answer: { visits: { Issues: '2026-11-21T00:00:00.000Z', bad: 3 } },
    });
    expect(issues.hidden).toBe(false);
    await settled();
    expect(requests.map((r) => [r.url, r.init.method])).toEqual([['/api/changelog/visits', undefined]]);
    expect(issues.hidden).toBe(true);
    expect(JSON.parse(storage.get(VISITS_STORAGE_KEY)!)).toEqual({ Issues: '2026-11-21T00:00:00.000Z' });
  });

  it('for a signed-in reader on a changelog, posts the visit with the CSRF token', () => {
    const { requests } = run({
      meta: {
        'changelog-newest': NEWEST,
        'changelog-sync': '/api/changelog/visits',
        'changelog-visit': '["Issues","Projects"]',
        csrf: 'tok',
      },
    });
    expect(requests).toHaveLength(1);
    expect(requests[0]!.init).toMatchObject({
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', 'x-csrf-token': 'tok' },
      body: '{"apiGroups":["Issues","Projects"]}',
    });
  });

  it('is printed as one self-contained script that parses, using the same storage key', () => {
    expect(() => new Function(CHANGELOG_INDICATOR_SCRIPT)).not.toThrow();
    expect(CHANGELOG_INDICATOR_SCRIPT).toMatch(new RegExp(`["']${VISITS_STORAGE_KEY}["']`));
    // Small: it is inline in every page's head.
    expect(CHANGELOG_INDICATOR_SCRIPT.length).toBeLessThan(4500);
  });
});
