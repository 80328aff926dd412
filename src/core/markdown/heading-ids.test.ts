import { describe, expect, it } from 'vitest';
import { createIdRegistry, EMPTY_HEADING_ID, slugify } from './heading-ids.ts';

describe('slugify', () => {
  it.each([
    ['Getting started', 'getting-started'],
    ['What’s new?', 'what-s-new'],
    ["What's new in v3.1", 'what-s-new-in-v3-1'],
    ['  Leading and trailing  ', 'leading-and-trailing'],
    ['C++ / C# APIs', 'c-c-apis'],
    ['--verbose flag', 'verbose-flag'],
    ['snake_case_name', 'snake_case_name'],
    ['GET /rest/api/3/issue/{id}', 'get-rest-api-3-issue-id'],
    ['Café crème', 'café-crème'],
    ['Übersicht der API', 'übersicht-der-api'],
    ['はじめに', 'はじめに'],
    ['🚀 Launch your app 🎉', 'launch-your-app'],
    ['Step 1: 🔑 auth', 'step-1-auth'],
  ])('%s -> %s', (text, id) => {
    expect(slugify(text)).toBe(id);
  });

  it('falls back to a fixed id when nothing is left', () => {
    expect(slugify('🚀🎉')).toBe(EMPTY_HEADING_ID);
    expect(slugify('?!')).toBe(EMPTY_HEADING_ID);
  });

  it('treats composed and decomposed accents alike', () => {
    expect(slugify('Cafe\u0301')).toBe(slugify('Caf\u00e9'));
  });
});

describe('createIdRegistry', () => {
  it('numbers duplicates like GitHub: base, base-1, base-2', () => {
    const ids = createIdRegistry();
    expect([ids.claim('intro'), ids.claim('intro'), ids.claim('intro')]).toEqual([
      'intro',
      'intro-1',
      'intro-2',
    ]);
  });

  it('skips suffixes that are already taken', () => {
    const ids = createIdRegistry();
    ids.reserve('intro-1');
    expect([ids.claim('intro'), ids.claim('intro'), ids.claim('intro')]).toEqual([
      'intro',
      'intro-2',
      'intro-3',
    ]);
  });

  it('does not hand out reserved ids', () => {
    const ids = createIdRegistry();
    ids.reserve('setup');
    expect(ids.claim('setup')).toBe('setup-1');
  });
});
