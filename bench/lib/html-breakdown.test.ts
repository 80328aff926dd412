import { describe, expect, it } from 'vitest';
import { dataInProps, htmlBreakdown, propsMarkupInHtml, repeatedIslandData } from './html-breakdown.ts';

/** An island as Astro writes it: props in its `[type, value]` form, HTML-escaped. */
const island = (name: string, props: Record<string, unknown>) => {
  const encode = (value: unknown): unknown =>
    Array.isArray(value)
      ? [1, value.map(encode)]
      : value !== null && typeof value === 'object'
        ? [0, Object.fromEntries(Object.entries(value).map(([k, v]) => [k, encode(v)]))]
        : [0, value];
  const attribute = JSON.stringify(Object.fromEntries(Object.entries(props).map(([k, v]) => [k, encode(v)])))
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
  return `<astro-island uid="x" component-url="/_astro/${name.toLowerCase()}.abc.js" component-export="${name}" props="${attribute}" ssr></astro-island>`;
};

const catalogue = {
  messages: { 'consent.text': 'A sentence long enough to count as data worth sending once.' },
};

describe('htmlBreakdown', () => {
  it('measures props, inline styles, running scripts and style attributes apart', () => {
    const html = `<html><head><style>a{}</style><script>run()</script><script type="application/json">{}</script></head><body><p style="color:red">x</p>${island('Header', { a: 1 })}</body></html>`;
    const weight = htmlBreakdown(html);
    expect(weight.rawBytes).toBe(Buffer.byteLength(html));
    expect(weight.islands.map((i) => [i.name, i.value])).toEqual([['Header', { a: 1 }]]);
    expect(weight.propsBytes).toBe(weight.islands[0]!.bytes);
    expect(weight.inlineStyleBytes).toBe('<style>a{}</style>'.length);
    expect(weight.inlineScriptBytes).toBe('<script>run()</script>'.length);
    expect(weight.styleAttributeBytes).toBe(' style="color:red"'.length);
  });
});

describe('what a page sends twice', () => {
  it('finds data two islands both carry, and not data only one carries', () => {
    const html = island('Banner', { i18n: catalogue }) + island('Toggle', { i18n: catalogue, n: [1, 2] });
    const repeated = repeatedIslandData(html, 40);
    expect(repeated[0]?.islands).toEqual(['Banner', 'Toggle']);
    expect(JSON.parse(repeated[0]!.json)).toEqual(catalogue);
    expect(repeatedIslandData(island('Banner', { i18n: catalogue }), 40)).toEqual([]);
  });

  it('finds markup in props that the page also holds, not markup only in props', () => {
    const markup = '<strong>Sample</strong> announcement with <a href="/x">a link</a>.';
    expect(propsMarkupInHtml(`<p>${markup}</p>${island('Banner', { html: markup })}`, 20)).toEqual([
      { island: 'Banner', text: markup },
    ]);
    expect(propsMarkupInHtml(island('Banner', { html: markup }), 20)).toEqual([]);
  });

  it("finds an endpoint's data in the page's props", () => {
    const html = island('Header', { links: { docs: ['/cloud/', '/server/', '/platform/'] } });
    const data = { links: { docs: ['/cloud/', '/server/', '/platform/'] } };
    expect(dataInProps(html, data, 20, ['Banner'])).toEqual([]);
    expect(dataInProps(html, data, 20, ['Header'])).toEqual([
      '{"links":{"docs":["/cloud/","/server/","/platform/"]}}',
      '{"docs":["/cloud/","/server/","/platform/"]}',
      '["/cloud/","/server/","/platform/"]',
    ]);
    expect(dataInProps(html, { other: ['/a/', '/b/', '/c/', '/d/', '/e/'] }, 20, ['Header'])).toEqual([]);
  });
});
