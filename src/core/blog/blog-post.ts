import type { BlogAuthor, BlogFrontMatter, BlogTag } from '../../schemas/blog.ts';
import type { ContentProblem } from '../content/validation-error.ts';
import { splitExcerpt, withoutTruncateMarker } from './excerpt.ts';
import { postSlug, type PostFileName } from './post-file.ts';
import { readingMinutes } from './reading-time.ts';
import { tagSlug } from './tag-slug.ts';

/** An author as a post shows them; `key` is set when they come from authors.yml. */
export interface PostAuthor extends BlogAuthor {
  key?: string;
}

/** A tag as a post shows it. */
export interface PostTag {
  key: string;
  label: string;
  /** The tag's segment under /blog/tags/. */
  slug: string;
  description?: string;
}

/** A post resolved against authors.yml and tags.yml, before its markdown is rendered. */
export interface BlogPost {
  /** Relative to the content root, e.g. blog/2026-11-20-welcome.md. */
  file: string;
  /** Path under the blog, e.g. 2026/11/20/welcome (no slashes at the ends). */
  slug: string;
  date: string;
  title: string;
  description: string | undefined;
  authors: PostAuthor[];
  tags: PostTag[];
  draft: boolean;
  /** Published at its URL but left out of the index, tag pages, feeds, search and sitemap. */
  unlisted: boolean;
  /** Markdown of the page, without the truncate marker. */
  body: string;
  /** Markdown of the index excerpt. */
  excerpt: string;
  truncated: boolean;
  readingMinutes: number;
}

/** What authors.yml and tags.yml declare (each empty when the file is absent). */
export interface BlogDeclarations {
  authors: Readonly<Record<string, BlogAuthor>>;
  tags: Readonly<Record<string, BlogTag>>;
}

/**
 * Resolves one post. An author key missing from authors.yml and a post without any date are
 * problems; a tag missing from tags.yml is a free tag, labelled as written (Docusaurus' default).
 */
export function resolvePost(
  file: string,
  name: PostFileName,
  frontMatter: BlogFrontMatter,
  body: string,
  declared: BlogDeclarations,
  problems: ContentProblem[],
): BlogPost | undefined {
  const date = frontMatter.date ?? name.date;
  if (date === undefined) {
    problems.push({
      file,
      field: 'date',
      message: 'a post needs a date: start its file name with YYYY-MM-DD or set date',
    });
    return undefined;
  }
  const refs = frontMatter.authors === undefined ? [] : [frontMatter.authors].flat();
  const authors: PostAuthor[] = [];
  refs.forEach((ref, index) => {
    if (typeof ref !== 'string') return void authors.push(ref);
    const author = declared.authors[ref];
    if (author === undefined) {
      problems.push({
        file,
        field: `authors[${index}]`,
        message: `'${ref}' is not an author of blog/authors.yml`,
      });
    } else authors.push({ key: ref, ...author });
  });
  const tags = [...new Set(frontMatter.tags ?? [])].map((key): PostTag => {
    const tag = declared.tags[key];
    return {
      key,
      label: tag?.label ?? key,
      slug: tag?.permalink?.replace(/^\//, '') ?? tagSlug(key),
      ...(tag?.description === undefined ? {} : { description: tag.description }),
    };
  });
  const split = splitExcerpt(body);
  const page = withoutTruncateMarker(body);
  return {
    file,
    slug: postSlug(name, frontMatter.slug),
    date,
    title: frontMatter.title,
    description: frontMatter.description,
    authors,
    tags,
    draft: frontMatter.draft === true,
    unlisted: frontMatter.unlisted === true,
    body: page,
    excerpt: split.excerpt,
    truncated: split.truncated,
    readingMinutes: readingMinutes(page),
  };
}
