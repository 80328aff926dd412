import { describe, expect, it } from 'vitest';
import { sanitizeBannerHtml } from './sanitize-banner-html.ts';

const HOST = 'developer.example.com';
const clean = (html: string) => sanitizeBannerHtml(html, HOST);

describe('sanitizeBannerHtml', () => {
  it('keeps simple inline markup and internal links', () => {
    expect(
      clean('<strong>New</strong> <em>API</em> <code>v3</code><br><a href="/cloud/" title="Cloud">docs</a>'),
    ).toBe('<strong>New</strong> <em>API</em> <code>v3</code><br><a href="/cloud/" title="Cloud">docs</a>');
  });

  it('removes script and style elements with their content', () => {
    expect(clean('Hi<script>alert(1)</script><style>body{display:none}</style>!')).toBe('Hi!');
    expect(clean('<svg><script>alert(1)</script></svg>ok')).toBe('ok');
  });

  it('removes event handlers, style, class and id attributes', () => {
    expect(
      clean('<strong onclick="steal()" onmouseover="x()" style="color:red" class="c" id="i">x</strong>'),
    ).toBe('<strong>x</strong>');
    expect(clean('<img src="x" onerror="alert(1)">text')).toBe('text');
  });

  it('drops javascript:, data: and other unsafe link targets', () => {
    expect(clean('<a href="javascript:alert(1)">a</a>')).toBe('<a>a</a>');
    expect(clean('<a href="JaVaScRiPt:alert(1)">a</a>')).toBe('<a>a</a>');
    expect(clean('<a href="data:text/html,<script>x</script>">a</a>')).toBe('<a>a</a>');
    expect(clean('<a href="mailto:team@example.com">mail</a>')).toBe(
      '<a href="mailto:team@example.com">mail</a>',
    );
  });

  it('unwraps block and unknown elements but keeps their text', () => {
    expect(clean('<div><p>One</p><h1>Two</h1></div><iframe src="https://x"></iframe>')).toBe('OneTwo');
  });

  it('adds rel=noopener noreferrer to external links only', () => {
    expect(clean('<a href="https://status.example.org/" target="_blank">s</a>')).toBe(
      '<a href="https://status.example.org/" rel="noopener noreferrer">s</a>',
    );
    expect(clean('<a href="//evil.example/">p</a>')).toBe(
      '<a href="//evil.example/" rel="noopener noreferrer">p</a>',
    );
    expect(clean(`<a href="https://${HOST}/cloud/">same</a>`)).toBe(
      `<a href="https://${HOST}/cloud/">same</a>`,
    );
    expect(clean('<a href="/x/" rel="opener">in</a>')).toBe('<a href="/x/">in</a>');
  });

  it('escapes text so it cannot become markup', () => {
    expect(clean('5 &lt; 6 &amp; <b>ok</b>')).toBe('5 &#x3C; 6 &#x26; <b>ok</b>');
  });

  it('answers the same message for the same host from what it kept, and per host', () => {
    const message = '<a href="https://status.example.org/">s</a><script>x()</script>';
    expect(sanitizeBannerHtml(message, HOST)).toBe(clean(message));
    expect(sanitizeBannerHtml(message, 'status.example.org')).toBe(
      '<a href="https://status.example.org/">s</a>',
    );
    expect(sanitizeBannerHtml(message, HOST)).toBe(
      '<a href="https://status.example.org/" rel="noopener noreferrer">s</a>',
    );
  });
});
