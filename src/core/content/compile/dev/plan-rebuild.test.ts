import { describe, expect, it } from 'vitest';
import { planRebuild, type SourceChange } from './plan-rebuild.ts';

const PAGE = 'packages/docs/content/guide.md';
const OTHER = 'packages/docs/content/other.md';
const pages = new Set([PAGE, OTHER]);
const isPage = (file: string) => pages.has(file);
const page = (frontMatter: string, body: string) => `---\n${frontMatter}\n---\n\n${body}`;
const change = (before: string | undefined, after: string | undefined, file = PAGE): SourceChange => ({
  file,
  before,
  after,
});

describe('planRebuild', () => {
  it('re-renders only the edited page when its body changed', () => {
    const before = page('title: Guide', 'Old text.');
    expect(planRebuild([change(before, page('title: Guide', 'New text.'))], isPage)).toEqual({
      kind: 'pages',
      render: [PAGE],
      reload: false,
    });
  });

  it('reloads the content for navigation and titles when a label changed', () => {
    const plan = planRebuild(
      [change(page('title: Guide', 'Text.'), page('title: Guide to it', 'Text.'))],
      isPage,
    );
    expect(plan).toEqual({ kind: 'pages', render: [PAGE], reload: true });
    const sidebar = planRebuild(
      [change(page('sidebar_position: 1', '# A\n'), page('sidebar_position: 2', '# A\n'))],
      isPage,
    );
    expect(sidebar).toEqual({ kind: 'pages', render: [PAGE], reload: true });
  });

  it('counts the first heading as the label of a page without a title', () => {
    const renamed = planRebuild([change('# Old name\n\nText.', '# New name\n\nText.')], isPage);
    expect(renamed).toEqual({ kind: 'pages', render: [PAGE], reload: true });
    const titled = planRebuild([change(page('title: T', '# Old\n'), page('title: T', '# New\n'))], isPage);
    expect(titled).toEqual({ kind: 'pages', render: [PAGE], reload: false });
  });

  it('ignores key order and files whose text did not change', () => {
    const before = page('title: T\ndescription: D', 'Text.');
    const after = page('description: D\ntitle: T', 'Text.');
    expect(planRebuild([change(before, after)], isPage)).toEqual({
      kind: 'pages',
      render: [PAGE],
      reload: false,
    });
    expect(planRebuild([change(before, before), change(undefined, undefined, 'x~')], isPage)).toEqual({
      kind: 'none',
    });
  });

  it('rebuilds everything when a route, access or visibility may change', () => {
    for (const [from, to] of [
      ['title: T', 'title: T\nslug: /elsewhere/'],
      ['title: T', 'title: T\naccess:\n  privilege: ADMIN'],
      ['title: T\nhidden: false', 'title: T\nhidden: true'],
    ] as const) {
      expect(planRebuild([change(page(from, 'Text.'), page(to, 'Text.'))], isPage)).toMatchObject({
        kind: 'full',
      });
    }
  });

  it('rebuilds everything for site files, partials, new and removed pages', () => {
    const text = page('title: T', 'Text.');
    expect(planRebuild([change('a: 1', 'a: 2', 'site.yaml')], isPage)).toMatchObject({ kind: 'full' });
    expect(planRebuild([change('x', 'y', 'packages/docs/content/_part.mdx')], isPage)).toMatchObject({
      kind: 'full',
    });
    expect(planRebuild([change(text, undefined)], isPage)).toMatchObject({ kind: 'full' });
    expect(planRebuild([change(undefined, text, 'packages/docs/content/new.md')], isPage)).toMatchObject({
      kind: 'full',
    });
    // One page edit among them does not make the rest incremental.
    expect(
      planRebuild([change(text, page('title: T', 'More.')), change('a: 1', 'a: 2', 'site.yaml')], isPage),
    ).toMatchObject({ kind: 'full', reason: 'site.yaml is not a page of the build' });
  });

  it('re-renders every edited page together', () => {
    const plan = planRebuild(
      [change(page('title: A', '1'), page('title: A', '2')), change('# B\n\n1', '# B\n\n2', OTHER)],
      isPage,
    );
    expect(plan).toEqual({ kind: 'pages', render: [PAGE, OTHER], reload: false });
  });
});
