import { z } from 'zod';
import { BlogAuthorSchema } from './blog.ts';
import { TocEntrySchema } from './built.ts';
import { StoredTextSchema } from './stored-text.ts';

/** The blog's file in a content build, beside the manifest (absent: the site has no blog). */
export const BLOG_FILE = 'blog.json';

/** A post as the build stores it: resolved, rendered, its HTML as message slots like any page. */
export const BuiltBlogPostSchema = z
  .object({
    slug: z.string(),
    date: z.string(),
    title: z.string(),
    description: z.string().optional(),
    authors: z.array(BlogAuthorSchema.extend({ key: z.string().optional() })),
    tags: z.array(
      z.object({ key: z.string(), label: z.string(), slug: z.string(), description: z.string().optional() }),
    ),
    unlisted: z.boolean(),
    draft: z.boolean(),
    readingMinutes: z.number().int().positive(),
    truncated: z.boolean(),
    toc: z.array(TocEntrySchema),
    html: StoredTextSchema,
    excerptHtml: StoredTextSchema,
    /** Plain text of the post, for search and the feed-less summary. */
    text: z.string(),
  })
  .strict();
export type BuiltBlogPost = z.infer<typeof BuiltBlogPostSchema>;

/** The blog of a build: its settings and its published posts, newest first. */
export const BuiltBlogSchema = z
  .object({
    title: z.string().optional(),
    description: z.string().optional(),
    posts: z.array(BuiltBlogPostSchema),
  })
  .strict();
export type BuiltBlog = z.infer<typeof BuiltBlogSchema>;
