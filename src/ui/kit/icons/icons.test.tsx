import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { iconSrc, productIconSrc, toKebabCase } from './icon-src.ts';
import { IconUrlsProvider } from './icon-urls.tsx';
import { ContentIcon, PlatformIcon, ProductIcon } from './product-icon.tsx';

/** What a content root's icons/ folder publishes (the build's manifest.branding.icons). */
const URLS = {
  'jira-software': '/api/content-file/aa/jira-software.svg',
  rovo: '/api/content-file/bb/rovo.svg',
  bitbucket: '/api/content-file/cc/bitbucket.svg',
  forge: '/api/content-file/dd/forge.svg',
  server: '/api/content-file/ee/server.svg',
  cloud: '/api/content-file/ff/cloud.svg',
};

describe('icon sources', () => {
  it('kebab-cases product keys, acronyms included', () => {
    expect(toKebabCase('JiraSoftware')).toBe('jira-software');
    expect(toKebabCase('JSM')).toBe('jsm');
    expect(toKebabCase('Admin')).toBe('admin');
  });

  it("finds a product's file by its kebab-case key among the content's icons, or none", () => {
    expect(productIconSrc('JiraSoftware', URLS)).toBe('/api/content-file/aa/jira-software.svg');
    expect(productIconSrc('Mcp', URLS)).toBeUndefined();
    expect(productIconSrc('JiraSoftware', {})).toBeUndefined();
  });

  it('prefers the product icon and falls back to the platform icon', () => {
    expect(iconSrc({ platform: 'forge', product: 'Rovo' }, URLS)).toBe('/api/content-file/bb/rovo.svg');
    expect(iconSrc({ platform: 'forge', product: 'Mcp' }, URLS)).toBe('/api/content-file/dd/forge.svg');
    expect(iconSrc({ product: 'JiraServiceDesk' }, URLS)).toBeUndefined();
  });
});

describe('icon components', () => {
  const withUrls = (node: React.ReactNode) =>
    renderToStaticMarkup(<IconUrlsProvider urls={URLS}>{node}</IconUrlsProvider>);

  it('render a decorative sized image from the provided URLs, or nothing without a file', () => {
    expect(withUrls(<ProductIcon icon="Bitbucket" size={21} />)).toBe(
      '<img src="/api/content-file/cc/bitbucket.svg" alt="" width="21" height="21" loading="lazy" decoding="async"/>',
    );
    expect(withUrls(<ProductIcon icon="JiraServiceDesk" size={21} />)).toBe('');
    expect(withUrls(<PlatformIcon platform="server" size={40} />)).toContain(
      'src="/api/content-file/ee/server.svg"',
    );
    expect(withUrls(<ContentIcon icon={{ platform: 'cloud' }} size={40} />)).toContain('/ff/cloud.svg');
  });

  it('draw nothing outside a provider: the app ships no icons of its own', () => {
    expect(
      renderToStaticMarkup(<ContentIcon icon={{ platform: 'cloud', product: 'Jira' }} size={40} />),
    ).toBe('');
  });
});
