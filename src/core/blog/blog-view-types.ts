/** An author as a post or list shows them. */
export interface BlogAuthorView {
  name: string;
  title?: string;
  /** Their page on the blog, or their own URL. */
  href?: string;
  imageUrl?: string;
}

/** A link with its words. */
export interface BlogLink {
  label: string;
  href: string;
}

/** A post as the index, a tag page or its own page shows it. */
export interface BlogPostView {
  title: string;
  href: string;
  /** YYYY-MM-DD, for `<time datetime>`. */
  date: string;
  /** The date in the reader's locale. */
  dateLabel: string;
  authors: BlogAuthorView[];
  tags: BlogLink[];
  readingMinutes: number;
  /** Sanitised HTML: the excerpt on lists, the whole post on its page. */
  html: string;
  /** On lists: whether the post goes on past its excerpt. */
  truncated: boolean;
}

/** Links between the pages of a list. */
export interface BlogPagination {
  page: number;
  pageCount: number;
  newer?: string;
  older?: string;
}

/** What a blog page shows: a list of posts, one post, or the tags. */
export type BlogView =
  | {
      kind: 'list';
      heading: string;
      description?: string;
      author?: BlogAuthorView;
      posts: BlogPostView[];
      pagination: BlogPagination;
      /** Whether this list is the blog's own index (it then names the feeds). */
      isIndex: boolean;
    }
  | { kind: 'post'; post: BlogPostView; newer?: BlogLink; older?: BlogLink }
  | { kind: 'tags'; heading: string; tags: (BlogLink & { count: number; description?: string })[] };
