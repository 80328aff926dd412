import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  attr,
  elementsWithTestId,
  headingSkips,
  tagsWithTestId,
  textOf,
} from '../../kit/testing/markup.test-helper.ts';
import { payloadFor } from '../../i18n/catalogues.ts';
import { notFoundMessages } from './messages.ts';
import { NotFoundPage } from './not-found-page.tsx';
import { notFoundSearchHref, searchQueryFromPath } from './search-query.ts';

describe('searchQueryFromPath', () => {
  it('turns the last path segment into search words', () => {
    expect(searchQueryFromPath('/cloud/jira/platform/getting-started/')).toBe('getting started');
    expect(searchQueryFromPath('/docs/rest_api.v2.html?x=1#top')).toBe('rest api v2');
    expect(searchQueryFromPath('/a/caf%C3%A9-menu')).toBe('café menu');
    expect(searchQueryFromPath('/a/%E0%A4%A')).toBe('%E0%A4%A');
    expect(searchQueryFromPath('/')).toBe('');
  });

  it('builds an encoded search link, or the plain search page without words', () => {
    expect(notFoundSearchHref('/cloud/app-properties/')).toBe('/search/?q=app%20properties');
    expect(notFoundSearchHref('/')).toBe('/search/');
  });
});

const EN = payloadFor('en', notFoundMessages);
const BOTH = { cloud: '/cloud/', server: '/server/' };

describe('NotFoundPage', () => {
  const suggestions = Array.from({ length: 7 }, (_, i) => ({ title: `Page ${i}`, href: `/p/${i}/` }));

  it('shows the path (escaped), the search link and the landing links', () => {
    const html = renderToStaticMarkup(
      <NotFoundPage path={'/cloud/<script>/app-keys'} landings={BOTH} i18n={EN} />,
    );
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toContain('<script>');
    expect(attr(tagsWithTestId(html, 'not-found-search')[0], 'href')).toBe('/search/?q=app%20keys');
    expect([...html.matchAll(/<a href="(\/cloud\/|\/server\/|\/)">/g)].map((m) => m[1])).toEqual([
      '/cloud/',
      '/server/',
      '/',
    ]);
    expect(html).not.toContain('not-found-suggestions"');
    expect(headingSkips(html)).toEqual([]);
  });

  it('links only the landings the site has', () => {
    const links = (landings: object) =>
      [
        ...renderToStaticMarkup(<NotFoundPage path="/x/" landings={landings} i18n={EN} />).matchAll(
          /<a href="(\/cloud\/|\/server\/|\/)">/g,
        ),
      ].map((m) => m[1]);
    expect(links({ server: '/server/' })).toEqual(['/server/', '/']);
    expect(links({})).toEqual(['/']);
  });

  it('shows at most five suggestions', () => {
    const html = renderToStaticMarkup(
      <NotFoundPage path="/x/" suggestions={suggestions} landings={BOTH} i18n={EN} />,
    );
    const list = elementsWithTestId(html, 'not-found-suggestions')[0] ?? '';
    expect(list.match(/<li>/g)).toHaveLength(5);
    expect(textOf(list)).not.toContain('Page 5');
  });

  it('formats its messages in the payload locale, values included', () => {
    const html = renderToStaticMarkup(
      <NotFoundPage path="/cloud/app-keys/" landings={BOTH} i18n={payloadFor('fr', notFoundMessages)} />,
    );
    expect(textOf(html)).toContain('Page introuvable');
    expect(textOf(html)).toContain('Aucune page n’existe à l’adresse /cloud/app-keys/.');
    expect(textOf(html)).toContain('Rechercher «\u00a0app keys\u00a0» dans la documentation');
  });
});
