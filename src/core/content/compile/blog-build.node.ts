import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BuiltBlog, BuiltBlogPost } from '../../../schemas/built-blog.ts';
import type { StoredText } from '../../../schemas/stored-text.ts';
import { BLOG_ROUTES } from '../../blog/blog-routes.ts';
import { loadBlog, type LoadedBlog } from '../../blog/load-blog.node.ts';
import { indexPagePath, paginate } from '../../blog/paginate.ts';
import { decodeHtml } from '../../html/decode-html.ts';
import { splitMarks } from '../../i18n/message-marks.ts';
import type { LinkCheckPage } from '../../links/index.ts';
import type { IndexablePage } from '../../search/page-records.ts';
import { fenceLanguages, type MarkdownRenderer } from '../../markdown/index.ts';
import type { ContentProblem } from '../validation-error.ts';
import { sectionsPlainText } from './section-text.ts';

/** The blog part of a build: what blog.json stores, and what the link check needs. */
export interface BlogBuild {
  blog: BuiltBlog;
  /** Every blog route with the anchors its page has (lists have none). */
  anchors: Map<string, Set<string>>;
  links: LinkCheckPage[];
  problems: ContentProblem[];
  /** Listed posts for the search index: document type 'blog', ranked after every product. */
  searchPages: IndexablePage[];
}

// A src the page would resolve against the post's own URL: a file beside the post.
const RELATIVE_SOURCE = /<(?:img|source|video|audio)\b[^>]*?\ssrc="(?!\/|[a-z][a-z0-9+.-]*:)([^"]+)"/gi;

/**
 * Renders the blog's posts through the markdown pipeline, in the main thread like changelog
 * entries (a blog is tens of posts, not thousands of pages): each post's page and its index
 * excerpt, its HTML stored as message slots. Also lists every blog route for the link check, so
 * links to posts, tags and index pages from anywhere are checked, and the posts' own links too.
 */
export async function buildBlog(
  blog: LoadedBlog,
  contentRoot: string,
  developerHost: string,
  resolveFileLink: (target: string) => string | undefined,
  markdown: MarkdownRenderer,
  markNonce: string | undefined,
): Promise<BlogBuild> {
  const stored = (html: string): StoredText =>
    markNonce === undefined ? (html === '' ? [] : [html]) : splitMarks(html, markNonce, decodeHtml);
  const result: BlogBuild = {
    blog: { posts: [] },
    anchors: new Map(),
    links: [],
    problems: [],
    searchPages: [],
  };
  if (blog.settings.title !== undefined) result.blog.title = blog.settings.title;
  if (blog.settings.description !== undefined) result.blog.description = blog.settings.description;
  for (const post of blog.posts) {
    const route = BLOG_ROUTES.post(post.slug);
    const source = await readFile(join(contentRoot, post.file), 'utf8');
    await markdown.loadLanguages(fenceLanguages(source));
    const context = { file: post.file, route, developerHost, resolveFileLink };
    try {
      const page = markdown.render(post.body, context, { frontMatter: {} });
      const excerpt = markdown.render(post.excerpt, context, { frontMatter: {} });
      result.links.push({ file: post.file, route, links: page.links, anchors: page.anchors });
      // The asset pipeline publishes files per package: a file beside a post would be a broken
      // image on the page, so it fails the build instead (decision 0045).
      for (const [, raw] of page.html.matchAll(RELATIVE_SOURCE))
        result.problems.push({
          file: post.file,
          field: '(file)',
          message: `'${raw}': files beside blog posts are not published; use a site path or an absolute URL`,
        });
      result.anchors.set(route, new Set(page.anchors));
      const built: BuiltBlogPost = {
        slug: post.slug,
        date: post.date,
        title: post.title,
        ...(post.description === undefined ? {} : { description: post.description }),
        authors: post.authors,
        tags: post.tags,
        unlisted: post.unlisted,
        draft: post.draft,
        readingMinutes: post.readingMinutes,
        truncated: post.truncated,
        toc: page.toc,
        html: stored(page.html),
        // The excerpt's headings would repeat the post's ids on the index: it keeps its text only.
        excerptHtml: stored(excerpt.html.replace(/\s(id|aria-labelledby)="[^"]*"/g, '')),
        text: sectionsPlainText(page.sections),
      };
      result.blog.posts.push(built);
      if (!post.unlisted)
        result.searchPages.push({
          url: route,
          title: post.title,
          productTitle: blog.settings.title ?? 'Blog',
          productName: 'blog',
          platform: 'platform',
          type: 'blog',
          access: 'NONE',
          // The build ranks the blog after every product (build-content.node.ts).
          groupRank: 0,
          documentRankInGroup: result.searchPages.length,
          sections: page.sections,
        });
    } catch (error) {
      result.problems.push({
        file: post.file,
        field: '(markdown)',
        message: error instanceof Error ? error.message : String(error),
      });
    }
  }
  const pages = paginate(blog.listed, 1)?.pageCount ?? 1;
  for (let page = 1; page <= pages; page++)
    result.anchors.set(indexPagePath(BLOG_ROUTES.index, page), new Set());
  result.anchors.set(BLOG_ROUTES.tags, new Set());
  for (const slug of blog.tags.keys()) result.anchors.set(BLOG_ROUTES.tag(slug), new Set());
  for (const post of blog.listed)
    for (const author of post.authors)
      if (author.key !== undefined) result.anchors.set(BLOG_ROUTES.author(author.key), new Set());
  return result;
}

/**
 * Loads and renders the content root's blog, or returns undefined when it has none. Problems of
 * loading and rendering come back in `problems` of the result, for the build to fail on.
 */
export async function blogOfContent(
  contentRoot: string,
  drafts: boolean,
  developerHost: string,
  resolveFileLink: (target: string) => string | undefined,
  renderer: () => Promise<MarkdownRenderer>,
  markNonce: string | undefined,
): Promise<BlogBuild | undefined> {
  const problems: ContentProblem[] = [];
  const blog = await loadBlog(contentRoot, drafts, problems);
  if (blog === undefined) return undefined;
  const built = await buildBlog(
    blog,
    contentRoot,
    developerHost,
    resolveFileLink,
    await renderer(),
    markNonce,
  );
  built.problems.unshift(...problems);
  return built;
}
