import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PRODUCTS_WITH_ICON, ProductKeySchema } from '../../../schemas/common.ts';
import { iconSrc, productIconSrc, toKebabCase } from './icon-src.ts';
import { ContentIcon, PlatformIcon, ProductIcon } from './product-icon.tsx';

describe('icon sources', () => {
  it('kebab-cases product keys, acronyms included', () => {
    expect(toKebabCase('JiraSoftware')).toBe('jira-software');
    expect(toKebabCase('JSM')).toBe('jsm');
    expect(toKebabCase('Admin')).toBe('admin');
  });

  it('has a file for every product but Jira Service Desk and MCP', () => {
    const missing = ProductKeySchema.options.filter((key) => productIconSrc(key) === undefined);
    expect(missing).toEqual(['JiraServiceDesk', 'Mcp']);
    expect(ProductKeySchema.options.filter((key) => productIconSrc(key) !== undefined)).toEqual([
      ...PRODUCTS_WITH_ICON,
    ]);
    expect(productIconSrc('JiraSoftware')).toBe('/_static/jira-software.svg');
  });

  it('prefers the product icon and falls back to the platform icon', () => {
    expect(iconSrc({ platform: 'forge', product: 'Rovo' })).toBe('/_static/rovo.svg');
    expect(iconSrc({ platform: 'forge', product: 'Mcp' })).toBe('/_static/forge.svg');
    expect(iconSrc({ product: 'JiraServiceDesk' })).toBeUndefined();
  });
});

describe('icon components', () => {
  it('render a decorative sized image, or nothing without a file', () => {
    expect(renderToStaticMarkup(<ProductIcon icon="Bitbucket" size={21} />)).toBe(
      '<img src="/_static/bitbucket.svg" alt="" width="21" height="21" loading="lazy" decoding="async"/>',
    );
    expect(renderToStaticMarkup(<ProductIcon icon="JiraServiceDesk" size={21} />)).toBe('');
    expect(renderToStaticMarkup(<ProductIcon icon="Mcp" size={21} />)).toBe('');
    expect(renderToStaticMarkup(<PlatformIcon platform="server" size={40} />)).toContain(
      'src="/_static/server.svg"',
    );
    expect(renderToStaticMarkup(<ContentIcon icon={{ platform: 'cloud' }} size={40} />)).toContain(
      '/_static/cloud.svg',
    );
  });
});
