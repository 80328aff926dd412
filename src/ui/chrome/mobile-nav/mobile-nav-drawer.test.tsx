import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { pickMessages } from '../../i18n/catalogues.ts';
import { I18nProvider } from '../../i18n/i18n-context.tsx';
import { attr, elementsWithTestId, tagsWithTestId, textOf } from '../../kit/testing/markup.test-helper.ts';
import { localeControlMessages } from '../locale-control/messages.ts';
import { themeMessages } from '../theme/messages.ts';
import { mobileNavMessages } from './messages.ts';
import { MobileNavDrawer, type MobileNavDrawerProps } from './mobile-nav-drawer.tsx';
import type { NestedNavItem } from './nested-nav-item.ts';

const items: readonly NestedNavItem[] = [
  {
    id: 'user-profile',
    title: 'Ada',
    children: [
      { id: 'user-profile-email', title: 'ada@example.com', isHeading: true },
      { id: 'user-profile-logout', title: 'Logout', href: '/account/logout' },
    ],
  },
  { id: 'divider', title: '', isDivider: true },
  { id: 'docs', title: 'Documentation', children: [{ id: 'cloud', title: 'Cloud', href: '/cloud/' }] },
  { id: 'section', title: 'MORE', isHeading: true },
  { id: 'resource-blog', title: 'Blog', subtitle: 'News', href: 'https://blog.example.com/' },
  { id: 'custom', title: 'Custom', customComponent: <p data-testid="custom-thing">Custom widget</p> },
];

const render = (props: Partial<MobileNavDrawerProps> = {}) =>
  renderToStaticMarkup(
    <MobileNavDrawer
      open
      onClose={() => undefined}
      items={items}
      signedIn={false}
      signInHref="/account/login?returnTo=%2Fcloud%2F"
      locales={['en', 'fr']}
      currentLocale="en"
      developerHost="developer.example.com"
      id="mobile-nav"
      {...props}
    />,
  );

describe('MobileNavDrawer', () => {
  it('renders nothing while closed, so the page HTML does not repeat the menu', () => {
    expect(render({ open: false })).toBe('');
  });

  it('is a modal dialog titled Menu at the top level, without Back, with a close button', () => {
    const html = render();
    const dialog = tagsWithTestId(html, 'mobile-nav-drawer')[0];
    expect(attr(dialog, 'role')).toBe('dialog');
    expect(attr(dialog, 'aria-modal')).toBe('true');
    expect(attr(dialog, 'id')).toBe('mobile-nav');
    expect(attr(dialog, 'aria-labelledby')).toBe('mobile-nav-title');
    expect(textOf(elementsWithTestId(html, 'mobile-nav-title')[0] ?? '')).toBe('Menu');
    expect(html).not.toContain('data-testid="mobile-nav-back"');
    expect(attr(tagsWithTestId(html, 'mobile-nav-close')[0], 'aria-label')).toBe('Close menu');
    expect(attr(tagsWithTestId(html, 'mobile-nav')[0], 'data-open')).toBe('true');
  });

  it('shows branches as buttons, leaves as links, headings, dividers and custom components', () => {
    const html = render();
    expect(elementsWithTestId(html, 'mobile-nav-branch').map(textOf)).toEqual(['Ada', 'Documentation']);
    const link = elementsWithTestId(html, 'mobile-nav-link')[0] ?? '';
    expect(attr(link, 'href')).toBe('https://blog.example.com/');
    expect(attr(link, 'target')).toBe('_blank');
    expect(textOf(link)).toContain('BlogNews');
    expect(elementsWithTestId(html, 'mobile-nav-heading').map(textOf)).toEqual(['MORE']);
    expect(tagsWithTestId(html, 'mobile-nav-divider')).toHaveLength(1);
    expect(textOf(elementsWithTestId(html, 'custom-thing')[0] ?? '')).toBe('Custom widget');
  });

  it('gives light-prefixed ids the lighter style and others the regular one', () => {
    const html = render();
    const blog = attr(tagsWithTestId(html, 'mobile-nav-link')[0], 'class') ?? '';
    const docs = attr(tagsWithTestId(html, 'mobile-nav-branch')[1], 'class') ?? '';
    expect(blog.split(' ')).toHaveLength(2);
    expect(docs.split(' ')).toHaveLength(1);
  });

  it('ends with the locale control and Sign in when nobody is signed in', () => {
    const footer = elementsWithTestId(render(), 'mobile-nav-footer')[0] ?? '';
    expect(footer).toContain('data-testid="locale-control"');
    expect(footer).toContain('id="mobile-nav-locale"');
    const signIn = tagsWithTestId(footer, 'mobile-nav-sign-in')[0];
    expect(attr(signIn, 'href')).toBe('/account/login?returnTo=%2Fcloud%2F');
    expect(textOf(elementsWithTestId(footer, 'mobile-nav-sign-in')[0] ?? '')).toBe('Sign in');
    expect(footer).not.toContain('theme-color-mode');
  });

  it('hides Sign in when signed in, and shows the theme control when given', () => {
    const footer =
      elementsWithTestId(
        render({
          signedIn: true,
          theme: { settings: { colorMode: 'auto', contrastMode: 'auto' }, increasedContrast: true },
        }),
        'mobile-nav-footer',
      )[0] ?? '';
    expect(footer).not.toContain('mobile-nav-sign-in');
    expect(footer).toContain('data-testid="locale-control"');
    expect(footer).toContain('data-testid="theme-color-mode"');
  });

  it("opens on the user-profile menu with 'Back to menu' and the email heading", () => {
    const html = render({ startAt: 'user-profile', signedIn: true });
    expect(textOf(elementsWithTestId(html, 'mobile-nav-title')[0] ?? '')).toBe('Ada');
    expect(textOf(elementsWithTestId(html, 'mobile-nav-back')[0] ?? '')).toBe('Back to menu');
    expect(elementsWithTestId(html, 'mobile-nav-heading').map(textOf)).toEqual(['ada@example.com']);
    expect(elementsWithTestId(html, 'mobile-nav-link').map((link) => attr(link, 'href'))).toEqual([
      '/account/logout',
    ]);
    expect(attr(tagsWithTestId(html, 'mobile-nav-drawer')[0], 'data-start')).toBe('user-profile');
  });

  it('speaks the locale of its I18nProvider', () => {
    const html = renderToStaticMarkup(
      <I18nProvider
        value={{
          locale: 'fr',
          messages: pickMessages('fr', mobileNavMessages, localeControlMessages, themeMessages),
        }}
      >
        <MobileNavDrawer
          open
          onClose={() => undefined}
          items={items}
          signedIn={false}
          signInHref="/account/login"
          locales={['en', 'fr']}
          currentLocale="fr"
          developerHost="developer.example.com"
        />
      </I18nProvider>,
    );
    expect(textOf(elementsWithTestId(html, 'mobile-nav-sign-in')[0] ?? '')).toBe('Se connecter');
    expect(attr(tagsWithTestId(html, 'mobile-nav-close')[0], 'aria-label')).toBe('Fermer le menu');
  });
});
