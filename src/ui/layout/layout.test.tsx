import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ContentLink } from './content-link.tsx';
import { formatMessage, messageAccessor, splitAtLink } from '../i18n/format-message.ts';
import { MainLandmark } from './main-landmark.tsx';
import { SkipLink } from './skip-link.tsx';

describe('formatMessage', () => {
  it('fills known placeholders and leaves unknown ones visible', () => {
    expect(formatMessage('© {year} {vendorName}', { year: 2025, vendorName: 'Acme' })).toBe('© 2025 Acme');
    expect(formatMessage('Hello {name}', {})).toBe('Hello {name}');
  });

  it('reads a catalogue through the accessor', () => {
    const read = messageAccessor({ 'x.greet': 'Hi {who}' } as const);
    expect(read('x.greet', { who: 'you' })).toBe('Hi you');
  });
});

describe('splitAtLink', () => {
  it('splits at {link}, and puts the link last when the text has none', () => {
    expect(splitAtLink('Read the {link} first.')).toEqual({ before: 'Read the ', after: ' first.' });
    expect(splitAtLink('Read this')).toEqual({ before: 'Read this ', after: '' });
  });
});

describe('ContentLink', () => {
  it('opens external links in a new tab with a follow icon and a hidden hint', () => {
    const html = renderToStaticMarkup(
      <ContentLink href="https://example.com/" developerHost="developer.example.com">
        Site
      </ContentLink>,
    );
    expect(html).toMatch(/^<a href="https:\/\/example.com\/" target="_blank" rel="noopener noreferrer"/);
    expect(html).toContain('<svg');
    expect(html).toContain('(opens in a new tab)');
  });

  it('keeps internal links and non-web schemes plain', () => {
    expect(
      renderToStaticMarkup(
        <ContentLink href="mailto:a@example.com" developerHost="d.example.com">
          Mail
        </ContentLink>,
      ),
    ).toBe('<a href="mailto:a@example.com">Mail</a>');
    expect(
      renderToStaticMarkup(
        <ContentLink href="/cloud/" developerHost="d.example.com">
          Cloud
        </ContentLink>,
      ),
    ).toBe('<a href="/cloud/">Cloud</a>');
  });
});

describe('SkipLink and MainLandmark', () => {
  it('link to and render the focusable main landmark', () => {
    expect(renderToStaticMarkup(<SkipLink />)).toBe(
      '<a class="skip-link" href="#main-content" data-testid="skip-link">Skip to main content</a>',
    );
    expect(renderToStaticMarkup(<MainLandmark>x</MainLandmark>)).toMatch(
      /^<main id="main-content" tabindex="-1" class="[^"]+">x<\/main>$/,
    );
  });
});
