import { describe, expect, it } from 'vitest';
import { renameIds } from './namespace-ids.ts';

describe('renameIds', () => {
  const renames = new Map([
    ['formatting', 'op-formatting'],
    ['fn-1', 'op-fn-1'],
  ]);

  it('renames ids and every reference to them inside start tags', () => {
    const html =
      '<h3 id="formatting">F<button data-anchor="formatting"></button></h3>' +
      '<a href="#formatting">see</a><sup><a href="#fn-1" aria-describedby="footnote-label fn-1">1</a></sup>';
    expect(renameIds(html, renames)).toBe(
      '<h3 id="op-formatting">F<button data-anchor="op-formatting"></button></h3>' +
        '<a href="#op-formatting">see</a><sup><a href="#op-fn-1" aria-describedby="footnote-label op-fn-1">1</a></sup>',
    );
  });

  it('leaves text that looks like an attribute, other ids and other pages alone', () => {
    const html = '<p>write id="formatting" here</p><a href="/x/#formatting" title="a>b" id="other">x</a>';
    expect(renameIds(html, renames)).toBe(html);
  });

  it('handles attributes after a quoted ">"', () => {
    expect(renameIds('<a title="a>b" id="formatting">x</a>', renames)).toBe(
      '<a title="a>b" id="op-formatting">x</a>',
    );
  });
});
