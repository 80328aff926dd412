import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HomePageSchema } from '../../../schemas/landing.ts';
import {
  attr,
  elementsWithTestId,
  headingSkips,
  tagsWithTestId,
  textOf,
} from '../../kit/testing/markup.test-helper.ts';
import { payloadFor } from '../../i18n/catalogues.ts';
import { HomePage } from './home-page.tsx';
import { HOME_CATALOGUES } from './messages.ts';

const EN = payloadFor('en', ...HOME_CATALOGUES);

const page = HomePageSchema.parse({
  title: 'Developer portal',
  metaDescription: 'Build apps.',
  heading: 'Build on the platform',
  intro: 'Everything you need to build apps.',
  actions: [
    { title: 'Get started', href: '/platform/start/' },
    { title: 'Browse the docs', href: '/cloud/' },
  ],
  cards: [
    {
      title: 'Cloud',
      href: '/cloud/',
      description: 'Cloud docs',
      subLinks: ['a', 'b', 'c', 'd'].map((x) => ({ title: x, href: `/${x}/` })),
    },
  ],
});

describe('HomePage', () => {
  it('renders the heading, intro, actions and cards from the home file', () => {
    const html = renderToStaticMarkup(
      <HomePage page={page} site={{ developerHost: 'developer.example.com' }} i18n={EN} />,
    );
    expect(html).toContain('>Build on the platform</h1>');
    expect(textOf(html)).toContain('Everything you need to build apps.');
    expect(tagsWithTestId(html, 'home-action').map((tag) => attr(tag, 'href'))).toEqual([
      '/platform/start/',
      '/cloud/',
    ]);
    const card = elementsWithTestId(html, 'tile')[0] ?? '';
    expect(card).toContain('<h2');
    expect(card.match(/<li>/g)).toHaveLength(3);
    expect(headingSkips(html)).toEqual([]);
  });
});
