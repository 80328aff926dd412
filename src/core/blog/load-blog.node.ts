import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  BLOG_DIR,
  BlogAuthorsFileSchema,
  BlogFrontMatterSchema,
  BlogSettingsSchema,
  BlogTagsFileSchema,
  type BlogAuthor,
  type BlogSettings,
  type BlogTag,
} from '../../schemas/blog.ts';
import { readTextIfExists, toContentPath, walkFiles } from '../content/read-files.node.ts';
import type { ContentProblem } from '../content/validation-error.ts';
import { parseYaml, splitFrontMatter } from '../content/yaml-file.ts';
import { parseInto } from '../content/zod-problems.ts';
import { blogIndex, type BlogIndex } from './blog-index.ts';
import { resolvePost, type BlogDeclarations, type BlogPost } from './blog-post.ts';
import { postFileName } from './post-file.ts';

/** The blog as the loader found it: its settings and its posts. */
export interface LoadedBlog extends BlogIndex {
  settings: BlogSettings;
}

async function declarations<T>(
  root: string,
  name: string,
  schema: typeof BlogAuthorsFileSchema | typeof BlogTagsFileSchema | typeof BlogSettingsSchema,
  problems: ContentProblem[],
): Promise<Record<string, T>> {
  for (const ext of ['yml', 'yaml']) {
    const file = `${BLOG_DIR}/${name}.${ext}`;
    const text = await readTextIfExists(join(root, file));
    if (text === undefined) continue;
    const data = parseYaml(text, file, problems);
    if (data === undefined) return {};
    return (parseInto(schema, data ?? {}, file, problems) ?? {}) as Record<string, T>;
  }
  return {};
}

/**
 * Loads the content root's blog/ folder: blog.yml, authors.yml and tags.yml (each optional), then every
 * post, validated and resolved, ordered newest first. Returns undefined when the root has no
 * blog/ folder: then the site has no blog. Problems are collected, never thrown.
 */
export async function loadBlog(
  root: string,
  includeDrafts: boolean,
  problems: ContentProblem[],
): Promise<LoadedBlog | undefined> {
  const dir = join(root, BLOG_DIR);
  const files = await walkFiles(dir, (name) => /\.mdx?$/.test(name)).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return undefined;
    throw error;
  });
  if (files === undefined) return undefined;
  const declared: BlogDeclarations = {
    authors: await declarations<BlogAuthor>(root, 'authors', BlogAuthorsFileSchema, problems),
    tags: await declarations<BlogTag>(root, 'tags', BlogTagsFileSchema, problems),
  };
  const posts: BlogPost[] = [];
  for (const absolute of files) {
    const file = toContentPath(root, absolute);
    const name = postFileName(file.slice(BLOG_DIR.length + 1));
    if (name === undefined) continue;
    const split = splitFrontMatter(await readFile(absolute, 'utf8'));
    if (split.yaml === undefined) {
      problems.push({ file, field: '(front matter)', message: 'is missing: a post needs at least a title' });
      continue;
    }
    const data = parseYaml(split.yaml, file, problems, 1);
    if (data === undefined) continue;
    const frontMatter = parseInto(BlogFrontMatterSchema, data ?? {}, file, problems);
    if (frontMatter === undefined) continue;
    // Blank lines stand in for the front matter, so body line numbers are file line numbers.
    const body = '\n'.repeat(split.bodyLineOffset) + split.body;
    const post = resolvePost(file, name, frontMatter, body, declared, problems);
    if (post !== undefined) posts.push(post);
  }
  const settings = await declarations<string>(root, 'blog', BlogSettingsSchema, problems);
  return { ...blogIndex(posts, includeDrafts, problems), settings };
}
