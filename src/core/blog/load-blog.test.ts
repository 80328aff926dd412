import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ContentProblem } from '../content/validation-error.ts';
import { neighbours } from './blog-index.ts';
import { loadBlog } from './load-blog.node.ts';

const roots: string[] = [];
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

function contentRoot(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'blog-'));
  roots.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const AUTHORS = `ada:\n  name: Ada Lovelace\n  title: Engineer\n  url: https://ada.example/\n  image_url: /img/ada.png\n`;
const TAGS = `release:\n  label: Release notes\n  permalink: releases\n  description: What shipped\n`;

describe('loading the blog', () => {
  it('is absent without a blog/ folder', async () => {
    expect(await loadBlog(contentRoot({ 'site.yaml': 'x: 1\n' }), false, [])).toBeUndefined();
  });

  it('reads dates from names or front matter, resolves authors and tags, and orders newest first', async () => {
    const root = contentRoot({
      'blog/authors.yml': AUTHORS,
      'blog/tags.yml': TAGS,
      'blog/2026-01-05-first.md': '---\ntitle: First\nauthors: ada\ntags: [release, Free Tag]\n---\nHello.\n',
      'blog/2026-03-01-second/index.mdx':
        '---\ntitle: Second\nauthors:\n  - name: Guest\n    url: https://guest.example/\n---\nIntro.\n\n{/* truncate */}\n\nMore.\n',
      'blog/undated.md': '---\ntitle: Moved\ndate: 2026-02-01T10:00:00Z\nslug: moved\n---\nText.\n',
      'blog/_shared.md': 'a partial, never a post\n',
    });
    const problems: ContentProblem[] = [];
    const blog = (await loadBlog(root, false, problems))!;
    expect(problems).toEqual([]);
    expect(blog.listed.map((post) => [post.slug, post.date])).toEqual([
      ['2026/03/01/second', '2026-03-01'],
      ['moved', '2026-02-01'],
      ['2026/01/05/first', '2026-01-05'],
    ]);
    const [second, moved, first] = blog.listed;
    expect(first!.authors).toEqual([
      {
        key: 'ada',
        name: 'Ada Lovelace',
        title: 'Engineer',
        url: 'https://ada.example/',
        image_url: '/img/ada.png',
      },
    ]);
    expect(first!.tags.map((tag) => [tag.key, tag.label, tag.slug])).toEqual([
      ['release', 'Release notes', 'releases'],
      ['Free Tag', 'Free Tag', 'free-tag'],
    ]);
    expect(second!.authors).toEqual([{ name: 'Guest', url: 'https://guest.example/' }]);
    expect(second!.excerpt).toBe('Intro.');
    expect(second!.truncated).toBe(true);
    expect(second!.body).not.toContain('truncate');
    // Body lines keep their file line numbers.
    expect(first!.body.split('\n')[5]).toBe('Hello.');
    expect([...blog.tags.keys()]).toEqual(['free-tag', 'releases']);
    expect(neighbours(blog, moved!)).toEqual({ newer: second, older: first });
  });

  it('leaves drafts out of production builds and unlisted posts out of lists', async () => {
    const root = contentRoot({
      'blog/2026-01-01-draft.md': '---\ntitle: Draft\ndraft: true\n---\nx\n',
      'blog/2026-01-02-hidden.md': '---\ntitle: Hidden\nunlisted: true\ntags: [a]\n---\nx\n',
    });
    const production = (await loadBlog(root, false, []))!;
    expect(production.posts.map((post) => post.title)).toEqual(['Hidden']);
    expect(production.listed).toEqual([]);
    expect(production.tags.size).toBe(0);
    const dev = (await loadBlog(root, true, []))!;
    expect(dev.posts.map((post) => post.title)).toEqual(['Hidden', 'Draft']);
  });

  it('names file and field of every problem', async () => {
    const root = contentRoot({
      'blog/authors.yml': AUTHORS,
      'blog/nodate.md': '---\ntitle: No date\n---\nx\n',
      'blog/2026-01-01-ghost.md': '---\ntitle: Ghost\nauthors: [ada, nobody]\n---\nx\n',
      'blog/2026-01-02-untitled.md': 'no front matter\n',
      'blog/2026-01-03-a.md': '---\ntitle: A\nslug: same\n---\n',
      'blog/2026-01-04-b.md': '---\ntitle: B\nslug: same\n---\n',
    });
    const problems: ContentProblem[] = [];
    await loadBlog(root, false, problems);
    expect(problems.map((p) => `${p.file}: ${p.field}`).sort()).toEqual([
      'blog/2026-01-01-ghost.md: authors[1]',
      'blog/2026-01-02-untitled.md: (front matter)',
      'blog/2026-01-03-a.md: slug',
      'blog/nodate.md: date',
    ]);
  });
});
