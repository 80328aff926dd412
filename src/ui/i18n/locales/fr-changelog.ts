import type { changelogMessages } from '../../views/changelog/messages.ts';

/**
 * French of the changelog pages (spread into `fr`; kept apart like the console's own French).
 * Typography as in fr.ts: ’ for the apostrophe, a no-break space before :.
 */
export const frChangelog: { readonly [Id in keyof typeof changelogMessages]: string } = {
  'changelog.type.added': 'Ajout',
  'changelog.type.changed': 'Modification',
  'changelog.type.deprecated': 'Obsolescence',
  'changelog.type.removed': 'Suppression',
  'changelog.type.fixed': 'Correction',
  'changelog.type.announcement': 'Annonce',
  'changelog.breaking': 'Changement incompatible',
  'changelog.removalDate': 'Date de suppression : {date}',
  'changelog.apiGroupsLabel': 'Groupes d’API : {groups}',
  'changelog.noEntries': 'Aucune entrée pour l’instant.',
  'changelog.packagePageDescription':
    'Modifications de {product}, des plus récentes aux plus anciennes, par groupe d’API.',
  'changelog.universalLink': 'Toutes les modifications de tous les produits',
  'changelog.operations': 'Opérations :',
  'changelog.banner.deprecated': 'Obsolète : voir l’entrée du journal des modifications du {date},',
  'changelog.banner.removed': 'Supprimé : voir l’entrée du journal des modifications du {date},',
  'changelog.title': 'Journal des modifications',
  'changelog.description':
    'Les modifications des API et de la plateforme de développement, des plus récentes aux plus anciennes.',
  'changelog.filters': 'Filtrer le journal des modifications',
  'changelog.product': 'Produit',
  'changelog.allProducts': 'Tous les produits',
  'changelog.apiGroup': 'Groupe d’API',
  'changelog.allApiGroups': 'Tous les groupes d’API',
  'changelog.type': 'Type',
  'changelog.allTypes': 'Tous les types',
  'changelog.breakingFilter': 'Changements incompatibles',
  'changelog.breakingAny': 'Incompatibles ou non',
  'changelog.breakingOnly': 'Incompatibles uniquement',
  'changelog.breakingNone': 'Compatibles uniquement',
  'changelog.apply': 'Appliquer les filtres',
  'changelog.clear': 'Effacer les filtres',
  'changelog.count': '{count, plural, one {# entrée} other {# entrées}}',
  'changelog.empty': 'Aucune entrée ne correspond à ces filtres.',
  'changelog.emptyHelp': 'Retirez un filtre ou effacez-les tous pour voir plus de modifications.',
  'changelog.feeds': 'S’abonner à ces modifications',
  'changelog.rss': 'Flux RSS',
  'changelog.atom': 'Flux Atom',
  'changelog.feedTitle': 'Journal des modifications {portal}',
  'changelog.feedTitleFiltered': 'Journal des modifications {portal} : {filters}',
  'changelog.inPackage': 'Dans {product}',
  'changelog.entries': 'Entrées du journal des modifications',
  'changelog.pagination': 'Pages du journal des modifications',
  'changelog.previous': 'Précédente',
  'changelog.next': 'Suivante',
  'changelog.page': 'Page {page}',
};
