/** The app_module tag values of error reports (spec §7). */
export const APP_MODULES = [
  'changelogs',
  'documentation-markdown',
  'docs-index',
  'forge-distribution',
  'graphql-docs',
  'homepage',
  'jsapi-connect-modules',
  'rest-api-docs',
  'dac-search',
  'support-desk',
] as const;
export type AppModule = (typeof APP_MODULES)[number];

/**
 * The module a page belongs to, from its path: the part of the portal an error report is
 * routed to. Documentation pages default to documentation-markdown.
 */
export function appModuleFor(pathname: string): AppModule {
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`;
  if (path === '/') return 'homepage';
  if (path === '/cloud/' || path === '/server/' || path === '/docs/') return 'docs-index';
  if (path.startsWith('/changelog/') || path.includes('/changelog/')) return 'changelogs';
  if (path.startsWith('/search/')) return 'dac-search';
  if (path.startsWith('/support/')) return 'support-desk';
  if (path.startsWith('/console/')) return 'forge-distribution';
  if (path.includes('/graphql/')) return 'graphql-docs';
  if (path.includes('/rest/')) return 'rest-api-docs';
  if (path.includes('/jsapi/') || path.includes('/modules/')) return 'jsapi-connect-modules';
  return 'documentation-markdown';
}
