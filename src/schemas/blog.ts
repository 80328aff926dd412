import { z } from 'zod';
import { CalendarDateSchema } from './changelog.ts';

/** The folder at the content root that holds the site's one blog; absent means no blog. */
export const BLOG_DIR = 'blog';

/** Site path under which the blog is served. */
export const BLOG_PATH = '/blog/';

const urlOrPath = z
  .string()
  .refine(
    (text) => text.startsWith('/') || /^https?:\/\//.test(text),
    'must be an http(s) URL or a site path',
  );

/** An author as authors.yml or a post's inline `authors` entry describes them (Docusaurus fields). */
export const BlogAuthorSchema = z.object({
  name: z.string().min(1),
  title: z.string().optional(),
  url: urlOrPath.optional(),
  image_url: urlOrPath.optional(),
});
export type BlogAuthor = z.infer<typeof BlogAuthorSchema>;

/** blog/authors.yml: author key → author. */
export const BlogAuthorsFileSchema = z.record(
  z.string().regex(/^[\w.-]+$/, 'must be a simple key'),
  BlogAuthorSchema,
);

/** One tag as blog/tags.yml describes it. */
export const BlogTagSchema = z.object({
  label: z.string().min(1),
  permalink: z
    .string()
    .regex(/^\/?[a-z0-9][a-z0-9-]*$/, 'must be lowercase letters, digits and hyphens')
    .optional(),
  description: z.string().optional(),
});
export type BlogTag = z.infer<typeof BlogTagSchema>;

/** blog/tags.yml: tag key → tag. */
export const BlogTagsFileSchema = z.record(z.string().min(1), BlogTagSchema);

/** An author reference in front matter: a key into authors.yml, or an inline author. */
export const BlogAuthorRefSchema = z.union([z.string().min(1), BlogAuthorSchema]);

/**
 * A post's front matter. Unknown keys (Docusaurus' `keywords`, `image`, `hide_table_of_contents`)
 * are ignored, so imported posts validate unchanged.
 */
export const BlogFrontMatterSchema = z.object({
  title: z.string().min(1),
  description: z.string().optional(),
  /** Overrides the date of the file name; a date-time is cut to its day. */
  date: z
    .preprocess(
      (value) => (typeof value === 'string' && value.length > 10 ? value.slice(0, 10) : value),
      CalendarDateSchema,
    )
    .optional(),
  authors: z.union([BlogAuthorRefSchema, z.array(BlogAuthorRefSchema)]).optional(),
  tags: z.array(z.string().min(1)).optional(),
  slug: z
    .string()
    .regex(/^\/?[a-z0-9][a-z0-9-]*\/?$/, 'must be lowercase letters, digits and hyphens')
    .optional(),
  draft: z.boolean().optional(),
  unlisted: z.boolean().optional(),
});
export type BlogFrontMatter = z.infer<typeof BlogFrontMatterSchema>;

/** blog/blog.yml: what the blog calls itself; without it the UI catalogues' words are used. */
export const BlogSettingsSchema = z
  .object({
    title: z.string().min(1).optional(),
    description: z.string().min(1).optional(),
  })
  .strict();
export type BlogSettings = z.infer<typeof BlogSettingsSchema>;
