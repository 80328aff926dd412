import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { payloadFor } from '../../i18n/catalogues.ts';
import { I18nProvider } from '../../i18n/i18n-context.tsx';
import { ContentLink } from './content-link.tsx';
import { contentLinkMessages } from './messages.ts';

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

  it("speaks the provider's locale", () => {
    const html = renderToStaticMarkup(
      <I18nProvider value={payloadFor('fr', contentLinkMessages)}>
        <ContentLink href="https://example.com/" developerHost="developer.example.com">
          Site
        </ContentLink>
      </I18nProvider>,
    );
    expect(html).toContain('(s’ouvre dans un nouvel onglet)');
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
