import { describe, expect, it } from 'vitest';
import { HeaderNavItemSchema, type HeaderNavItem } from '../../../schemas/global-links.ts';
import {
  currentKind,
  myRequestsPortal,
  selectedHeaderItemId,
  showsChangelogIndicator,
  signInHref,
} from './header-links.ts';

const items: HeaderNavItem[] = [
  {
    id: 'docs',
    title: 'Documentation',
    href: '/docs/',
    drawer: 'documentation',
    selectedOn: ['/cloud/', '/server/'],
  },
  { id: 'resources', title: 'Resources', href: '/resources', drawer: 'resources' },
  { id: 'changelog', title: 'Changelog', href: '/changelog/', isChangelog: true },
  { id: 'home', title: 'Home', href: '/' },
  { id: 'market', title: 'Marketplace', href: 'https://marketplace.example.com/' },
].map((item) => HeaderNavItemSchema.parse(item));

describe('selectedHeaderItemId', () => {
  it('selects Documentation on its own path and on /cloud/ and /server/ pages', () => {
    for (const path of ['/docs/', '/cloud/', '/cloud', '/server/', '/cloud/jira/platform/rest/v3/intro/']) {
      expect(selectedHeaderItemId(items, path), path).toBe('docs');
    }
  });

  it('selects by path prefix, ignoring a missing trailing slash and the query', () => {
    expect(selectedHeaderItemId(items, '/resources')).toBe('resources');
    expect(selectedHeaderItemId(items, '/changelog/2024/?page=2')).toBe('changelog');
  });

  it('selects nothing on the home page or an unrelated page; / and external links never match', () => {
    expect(selectedHeaderItemId(items, '/')).toBeUndefined();
    expect(selectedHeaderItemId(items, '/search/')).toBeUndefined();
    expect(selectedHeaderItemId(items, '/cloudy/')).toBeUndefined();
  });

  it('prefers the longest matching prefix', () => {
    const nested = [...items, HeaderNavItemSchema.parse({ id: 'jira', title: 'Jira', href: '/cloud/jira/' })];
    expect(selectedHeaderItemId(nested, '/cloud/jira/platform/')).toBe('jira');
    expect(selectedHeaderItemId(nested, '/cloud/confluence/')).toBe('docs');
  });
});

describe('currentKind', () => {
  it("is 'page' for the item's own page and 'true' for a page it merely covers", () => {
    expect(currentKind('/docs/', '/docs')).toBe('page');
    expect(currentKind('/docs/', '/cloud/')).toBe('true');
  });
});

describe('signInHref', () => {
  it('URL-encodes the path, query and hash into returnTo', () => {
    expect(signInHref('/cloud/?q=a b&x=1#top')).toBe(
      '/account/login?returnTo=%2Fcloud%2F%3Fq%3Da%20b%26x%3D1%23top',
    );
    expect(signInHref('/')).toBe('/account/login?returnTo=%2F');
  });
});

describe('showsChangelogIndicator (spec §2.3)', () => {
  const changelog = (notification?: object) =>
    HeaderNavItemSchema.parse({
      id: 'c',
      title: 'Changelog',
      href: '/changelog/',
      isChangelog: true,
      notification,
    });

  it('shows with a base URL and API groups on an unselected changelog item', () => {
    expect(showsChangelogIndicator(changelog({ baseUrl: '/changelog/', apiGroups: ['jira'] }), false)).toBe(
      true,
    );
  });

  it('hides when selected, without a base URL, without API groups, or on another item', () => {
    expect(showsChangelogIndicator(changelog({ baseUrl: '/changelog/', apiGroups: ['jira'] }), true)).toBe(
      false,
    );
    expect(showsChangelogIndicator(changelog({ apiGroups: ['jira'] }), false)).toBe(false);
    expect(showsChangelogIndicator(changelog({ baseUrl: '/changelog/', apiGroups: [] }), false)).toBe(false);
    expect(showsChangelogIndicator(changelog(), false)).toBe(false);
    expect(showsChangelogIndicator(items[3]!, false)).toBe(false);
  });

  it('refuses a notification on an item that is not the changelog', () => {
    const result = HeaderNavItemSchema.safeParse({
      id: 'x',
      title: 'X',
      href: '/x/',
      notification: { baseUrl: '/x/', apiGroups: ['a'] },
    });
    expect(result.success).toBe(false);
  });
});

describe('myRequestsPortal (spec §2.3, §6)', () => {
  const withAvatar = { id: 'u', email: 'a@example.com', avatarUrl: '/a.png', screenName: 'Ann' };
  const portal = 'https://support.example.com/requests';

  it('gives the portal only with the feature on, a signed-in user with an avatar, and a portal', () => {
    expect(myRequestsPortal(true, withAvatar, portal)).toBe(portal);
    expect(myRequestsPortal(false, withAvatar, portal)).toBeUndefined();
    expect(myRequestsPortal(true, { ...withAvatar, avatarUrl: undefined }, portal)).toBeUndefined();
    expect(myRequestsPortal(true, { ...withAvatar, screenName: '' }, portal)).toBeUndefined();
    expect(myRequestsPortal(true, undefined, portal)).toBeUndefined();
    expect(myRequestsPortal(true, withAvatar, undefined)).toBeUndefined();
  });
});
