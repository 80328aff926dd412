import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { attr, elementsWithTestId, tagsWithTestId, textOf } from '../../kit/testing/markup.test-helper.ts';
import { DocsNavDrawer } from './docs-nav-drawer.tsx';
import type { MenuNode } from './header-model.ts';

const leaf = (title: string, url: string, current = false): MenuNode => ({
  title,
  url,
  current,
  children: [],
});

describe('DocsNavDrawer (server render of the open drawer)', () => {
  const html = renderToStaticMarkup(
    <DocsNavDrawer
      developerHost="developer.example.com"
      id="drawer-1"
      title="Jira Cloud platform"
      items={[
        { title: 'Reference', current: false, children: [leaf('REST', '/rest/')] },
        leaf('Help', '/help/', true),
      ]}
      fixed={[leaf('Cloud documentation', '/cloud/'), leaf('Home', '/')]}
      onClose={() => undefined}
    />,
  );

  it('is a modal dialog labelled by its level title, starting at the top level without Back', () => {
    const dialog = tagsWithTestId(html, 'docs-nav-drawer')[0];
    expect(attr(dialog, 'role')).toBe('dialog');
    expect(attr(dialog, 'aria-modal')).toBe('true');
    expect(attr(dialog, 'id')).toBe('drawer-1');
    const titleId = attr(dialog, 'aria-labelledby');
    expect(html).toContain(`<h2 id="${titleId}" tabindex="-1"`);
    expect(textOf(html)).toContain('Jira Cloud platform');
    expect(html).not.toContain('docs-nav-back');
  });

  it('shows branches as buttons, leaves as links (current marked) and the fixed entries', () => {
    expect(textOf(elementsWithTestId(html, 'docs-nav-branch')[0] ?? '')).toBe('Reference');
    expect(html).toMatch(/<a href="\/help\/" class="[^"]*" aria-current="page">Help<\/a>/);
    expect(html).toMatch(/<a href="\/cloud\/"[^>]*>Cloud documentation<\/a>/);
    expect(html).toContain('aria-label="Close menu"');
  });
});

describe('DocsNavDrawer with a deep navigation', () => {
  it('marks the branch holding the current page, however deep, and no other', () => {
    const deep: MenuNode = {
      title: 'Guides',
      current: false,
      children: [
        {
          title: 'L1',
          current: false,
          children: [{ title: 'L2', current: false, children: [leaf('Leaf', '/leaf/', true)] }],
        },
      ],
    };
    const html = renderToStaticMarkup(
      <DocsNavDrawer
        developerHost="developer.example.com"
        id="d"
        title="Deep"
        items={[deep, { title: 'Other', current: false, children: [leaf('X', '/x/')] }]}
        fixed={[]}
        onClose={() => undefined}
      />,
    );
    const branches = tagsWithTestId(html, 'docs-nav-branch');
    expect(branches.map((tag) => attr(tag, 'aria-current'))).toEqual(['true', undefined]);
  });
});
