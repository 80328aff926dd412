import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BuiltBlogSchema } from '../../../schemas/built-blog.ts';
import { RENDER_MESSAGE_IDS } from '../../markdown/index.ts';
import { minimalContentFiles, writeContentRoot } from '../test-fixture.node.ts';
import { readSearchIndexFile } from '../../search/index-file.node.ts';
import { indexRecords } from '../../search/index-records.ts';
import { buildContent } from './build-content.node.ts';

const messages = Object.fromEntries(RENDER_MESSAGE_IDS.map((id) => [id, id]));

const BLOG = {
  'blog/authors.yml': 'ada:\n  name: Ada\n',
  'blog/2026-01-05-first.md':
    '---\ntitle: First\nauthors: ada\ntags: [news]\n---\n\nIntro with [the guide](/guide/).\n\n<!-- truncate -->\n\n## More {#more}\n\nRest.\n',
  'blog/2026-02-01-second/index.mdx': '---\ntitle: Second\ndraft: true\n---\n\nDraft.\n',
};

async function build(files: Record<string, unknown>, drafts = false) {
  const contentRoot = await writeContentRoot({ ...minimalContentFiles(), ...files });
  const out = join(await mkdtemp(join(tmpdir(), 'portico-out-')), 'build');
  await buildContent({ contentRoot, outDir: out, messages, drafts, workers: 1 });
  const text = await readFile(join(out, 'blog.json'), 'utf8').catch(() => undefined);
  return text === undefined ? undefined : BuiltBlogSchema.parse(JSON.parse(text));
}

describe('the blog in a content build', () => {
  it('renders posts through the markdown pipeline into blog.json, drafts only for the dev session', async () => {
    const blog = (await build(BLOG))!;
    expect(blog.posts.map((post) => post.slug)).toEqual(['2026/01/05/first']);
    const [post] = blog.posts;
    expect(post!.html.join('')).toContain('<h2 id="more"');
    expect(post!.html.join('')).not.toContain('truncate');
    expect(post!.excerptHtml.join('')).toContain('href="/guide/"');
    expect(post!.excerptHtml.join('')).not.toContain('Rest.');
    expect(post!.toc).toEqual([{ id: 'more', text: 'More' }]);
    const dev = (await build(BLOG, true))!;
    expect(dev.posts.map((p) => p.title)).toEqual(['Second', 'First']);
  });

  it('refuses files beside posts, which it cannot publish, naming file and line', async () => {
    const withImage = {
      ...BLOG,
      'blog/2026-03-02-pic/index.md': '---\ntitle: Pic\n---\n\n![A chart](./chart.png)\n',
    };
    await expect(build(withImage)).rejects.toThrow(
      "blog/2026-03-02-pic/index.md: (file): './chart.png': files beside blog posts are not published",
    );
  });

  it('writes no blog.json without a blog/ folder', async () => {
    expect(await build({})).toBeUndefined();
  });

  it('link-checks links from posts, and links to posts and tag pages from docs', async () => {
    const broken = { ...BLOG, 'blog/2026-03-01-bad.md': '---\ntitle: Bad\n---\n\n[x](/nowhere/)\n' };
    await expect(build(broken)).rejects.toThrow("blog/2026-03-01-bad.md:5: (link): broken link '/nowhere/'");
    const linking = {
      ...BLOG,
      'packages/main/content/guide.md':
        '# Guide\n\n[post](/blog/2026/01/05/first/#more), [tag](/blog/tags/news/), [no](/blog/tags/none/)\n',
    };
    await expect(build(linking)).rejects.toThrow(/guide\.md:3: \(link\): broken link '\/blog\/tags\/none\/'/);
  });
});

describe('the blog in search', () => {
  it('indexes listed posts as the blog document type, and leaves unlisted ones out', async () => {
    const contentRoot = await writeContentRoot({
      ...minimalContentFiles(),
      ...BLOG,
      'blog/2026-01-06-hidden.md': '---\ntitle: Hidden\nunlisted: true\n---\n\nSecret words.\n',
    });
    const out = join(await mkdtemp(join(tmpdir(), 'portico-out-')), 'build');
    const result = await buildContent({ contentRoot, outDir: out, messages, workers: 1 });
    const records = [...indexRecords(await readSearchIndexFile(join(out, 'search-index.bin')))];
    const blogRecords = records.filter((record) => record.type === 'blog');
    expect(blogRecords.map((record) => record.url)).toEqual([
      '/blog/2026/01/05/first/',
      '/blog/2026/01/05/first/',
    ]);
    expect(records.some((record) => record.url.includes('hidden'))).toBe(false);
    expect(result.searchRecords).toBe(records.length);
  });
});
