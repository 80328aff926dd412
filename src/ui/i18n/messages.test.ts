import { describe, expect, it } from 'vitest';
import { RENDER_MESSAGE_IDS } from '../../core/markdown/render-messages.ts';
import { en, FEATURE_CATALOGUES } from './messages.ts';

describe('message catalogue', () => {
  it('namespaces every id as feature.name', () => {
    for (const id of Object.keys(en)) expect(id).toMatch(/^[a-z][a-zA-Z]*(\.[a-zA-Z0-9]+)+$/);
  });

  it('keeps ids distinct ignoring case (a lower-cased message mark is matched that way)', () => {
    const lower = new Set(Object.keys(en).map((id) => id.toLowerCase()));
    expect(lower.size).toBe(Object.keys(en).length);
  });

  it('has no empty message', () => {
    for (const [id, text] of Object.entries(en)) expect(text.trim(), id).not.toBe('');
  });

  it('provides every string the markdown renderer writes into article HTML', () => {
    for (const id of RENDER_MESSAGE_IDS) expect(typeof en[id]).toBe('string');
  });

  it('uses the spec wording for copy feedback (spec §2.11, §4, §8)', () => {
    expect(en['article.copyLink']).toBe('Copy link to heading');
    expect(en['article.linkCopied']).toBe('Copied');
    expect(en['article.copyLinkFailed']).toBe('Failed to copy link');
    expect(en['article.copy']).toBe('Copy');
    expect(en['article.copied']).toBe('Copied');
  });

  it('merges the feature catalogues without one overriding another', () => {
    const total = FEATURE_CATALOGUES.reduce((sum, catalogue) => sum + Object.keys(catalogue).length, 0);
    expect(Object.keys(en)).toHaveLength(total);
  });
});
