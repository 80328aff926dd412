import { MARKUP } from '../../../core/markdown/markup.ts';
import { I18nProvider, useT, type I18nPayload } from '../../i18n/i18n-context.tsx';
import type { BlogAuthorView, BlogLink, BlogPostView, BlogView } from '../../../core/blog/blog-view-types.ts';
import { ContentLink } from '../../kit/content-link/content-link.tsx';
import { blogMessages } from './messages.ts';
import styles from './blog-page.module.css';

/** Props of {@link BlogPage}. */
export interface BlogPageProps {
  view: BlogView;
  i18n: I18nPayload;
  /** The blog's index path and its feeds, for the links every list offers. */
  routes: { index: string; tags: string; rss: string; atom: string };
  /** The portal's host (SiteConfig.developerHost): an author's own site opens in a new tab. */
  developerHost: string;
}

/**
 * A page of the blog: a list of posts (the index, a tag's, an author's), one post, or the tags.
 * Rendered on the server only; nothing here needs JavaScript.
 */
export function BlogPage(props: BlogPageProps) {
  return (
    <I18nProvider value={props.i18n}>
      <div className={styles.page}>
        {props.view.kind === 'post' ? (
          <Post {...props.view} routes={props.routes} developerHost={props.developerHost} />
        ) : props.view.kind === 'list' ? (
          <List view={props.view} routes={props.routes} developerHost={props.developerHost} />
        ) : (
          <Tags view={props.view} />
        )}
      </div>
    </I18nProvider>
  );
}

function Author({ author, developerHost }: { author: BlogAuthorView; developerHost: string }) {
  const name =
    author.href === undefined ? (
      author.name
    ) : (
      <ContentLink href={author.href} developerHost={developerHost}>
        {author.name}
      </ContentLink>
    );
  return (
    <li className={styles.author}>
      {author.imageUrl !== undefined && (
        <img src={author.imageUrl} alt="" width={40} height={40} loading="lazy" />
      )}
      <span>
        {name}
        {author.title !== undefined && <span className={styles.authorTitle}>{author.title}</span>}
      </span>
    </li>
  );
}

function Meta({ post, developerHost }: { post: BlogPostView; developerHost: string }) {
  const t = useT(blogMessages);
  return (
    <>
      <p className={styles.meta}>
        <time dateTime={post.date}>{post.dateLabel}</time>
        <span>{t('blog.readingTime', { minutes: post.readingMinutes })}</span>
      </p>
      {post.authors.length > 0 && (
        <ul className={styles.authors} aria-label={t('blog.byline')}>
          {post.authors.map((author) => (
            <Author key={author.name} author={author} developerHost={developerHost} />
          ))}
        </ul>
      )}
    </>
  );
}

function TagLinks({ tags }: { tags: readonly BlogLink[] }) {
  const t = useT(blogMessages);
  if (tags.length === 0) return null;
  return (
    <ul className={styles.links} aria-label={t('blog.tags')}>
      {tags.map((tag) => (
        <li key={tag.href}>
          <a className={styles.tag} href={tag.href}>
            {tag.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

function Post(props: {
  post: BlogPostView;
  newer?: BlogLink;
  older?: BlogLink;
  routes: BlogPageProps['routes'];
  developerHost: string;
}) {
  const t = useT(blogMessages);
  const { post } = props;
  return (
    <article aria-labelledby="blog-post-title">
      <p>
        <a href={props.routes.index}>{t('blog.backToBlog')}</a>
      </p>
      <h1 id="blog-post-title" className={styles.title}>
        {post.title}
      </h1>
      <Meta post={post} developerHost={props.developerHost} />
      <TagLinks tags={post.tags} />
      <div className={MARKUP.rootClass} dangerouslySetInnerHTML={{ __html: post.html }} />
      {(props.newer !== undefined || props.older !== undefined) && (
        <nav className={styles.nav} aria-label={t('blog.postNavigation')}>
          {props.newer !== undefined && (
            <a href={props.newer.href} rel="prev">
              <span className={styles.navLabel}>{t('blog.newer')}</span>
              {props.newer.label}
            </a>
          )}
          {props.older !== undefined && (
            <a href={props.older.href} rel="next">
              <span className={styles.navLabel}>{t('blog.older')}</span>
              {props.older.label}
            </a>
          )}
        </nav>
      )}
    </article>
  );
}

function List({
  view,
  routes,
  developerHost,
}: {
  view: Extract<BlogView, { kind: 'list' }>;
  routes: BlogPageProps['routes'];
  developerHost: string;
}) {
  const t = useT(blogMessages);
  const { pagination } = view;
  return (
    <>
      {!view.isIndex && (
        <p>
          <a href={routes.index}>{t('blog.backToBlog')}</a>
        </p>
      )}
      <h1 className={styles.title}>{view.heading}</h1>
      {view.description !== undefined && <p className={styles.lead}>{view.description}</p>}
      {view.isIndex && (
        <ul className={styles.links} aria-label={t('blog.feeds')}>
          <li>
            <a href={routes.tags}>{t('blog.allTags')}</a>
          </li>
          <li>
            <a href={routes.rss} type="application/rss+xml">
              {t('blog.rss')}
            </a>
          </li>
          <li>
            <a href={routes.atom} type="application/atom+xml">
              {t('blog.atom')}
            </a>
          </li>
        </ul>
      )}
      {view.posts.length === 0 ? (
        <p>{t('blog.noPosts')}</p>
      ) : (
        <ul className={styles.list}>
          {view.posts.map((post) => (
            <li key={post.href}>
              <article className={styles.card} aria-labelledby={cardId(post.href)}>
                <h2 id={cardId(post.href)} className={styles.cardTitle}>
                  <a href={post.href}>{post.title}</a>
                </h2>
                <Meta post={post} developerHost={developerHost} />
                <div className={MARKUP.rootClass} dangerouslySetInnerHTML={{ __html: post.html }} />
                {post.truncated && (
                  <p>
                    <a href={post.href}>{t('blog.readMore', { title: post.title })}</a>
                  </p>
                )}
                <TagLinks tags={post.tags} />
              </article>
            </li>
          ))}
        </ul>
      )}
      {pagination.pageCount > 1 && (
        <nav className={styles.nav} aria-label={t('blog.pagination')}>
          {pagination.newer !== undefined && (
            <a href={pagination.newer} rel="prev">
              {t('blog.newerPosts')}
            </a>
          )}
          <span>{t('blog.pageOf', { page: pagination.page, count: pagination.pageCount })}</span>
          {pagination.older !== undefined && (
            <a href={pagination.older} rel="next">
              {t('blog.olderPosts')}
            </a>
          )}
        </nav>
      )}
    </>
  );
}

function Tags({ view }: { view: Extract<BlogView, { kind: 'tags' }> }) {
  const t = useT(blogMessages);
  return (
    <>
      <h1 className={styles.title}>{view.heading}</h1>
      <ul className={styles.list}>
        {view.tags.map((tag) => (
          <li key={tag.href}>
            <a href={tag.href}>{tag.label}</a> <span>({t('blog.tagCount', { count: tag.count })})</span>
            {tag.description !== undefined && <p className={styles.lead}>{tag.description}</p>}
          </li>
        ))}
      </ul>
    </>
  );
}

/** A list card's heading id from its post's path: '/blog/2026/01/05/x/' → 'post-2026-01-05-x'. */
function cardId(href: string): string {
  return `post-${href.split('/').filter(Boolean).slice(1).join('-')}`;
}
