import type { blogMessages } from '../../views/blog/messages.ts';

/**
 * French of the blog's pages (spread into `fr`; kept apart like the changelog's French).
 * Typography as in fr.ts: ’ for the apostrophe, a no-break space before : and inside « ».
 */
export const frBlog: { readonly [Id in keyof typeof blogMessages]: string } = {
  'blog.title': 'Blog',
  'blog.description': 'Actualités et notes de version, les plus récentes d’abord.',
  'blog.pageTitle': '{title} : page {page}',
  'blog.noPosts': 'Aucun article pour l’instant.',
  'blog.readMore': 'Lire la suite : {title}',
  'blog.readingTime': '{minutes} min de lecture',
  'blog.byline': 'Par',
  'blog.tags': 'Étiquettes',
  'blog.allTags': 'Toutes les étiquettes',
  'blog.tagTitle': 'Articles étiquetés « {tag} »',
  'blog.tagCount': '{count, plural, one {# article} other {# articles}}',
  'blog.authorTitle': 'Articles de {author}',
  'blog.postNavigation': 'Autres articles',
  'blog.newer': 'Article plus récent',
  'blog.older': 'Article plus ancien',
  'blog.pagination': 'Pages du blog',
  'blog.newerPosts': 'Articles plus récents',
  'blog.olderPosts': 'Articles plus anciens',
  'blog.pageOf': 'Page {page} sur {count}',
  'blog.backToBlog': 'Tous les articles',
  'blog.rss': 'Flux RSS',
  'blog.atom': 'Flux Atom',
  'blog.feeds': 'S’abonner',
};
