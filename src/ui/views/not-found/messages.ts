/** UI strings of the 404 page. */
export const notFoundMessages = {
  'notFound.heading': 'Page not found',
  'notFound.description': 'The page you asked for does not exist.',
  'notFound.requestedPath': 'We couldn’t find a page at {path}.',
  'notFound.search': 'Search the documentation for “{query}”',
  'notFound.searchAll': 'Search the documentation',
  'notFound.suggestionsHeading': 'Did you mean',
  'notFound.elsewhereHeading': 'Start from',
  'notFound.cloudDocs': 'Cloud documentation',
  'notFound.serverDocs': 'Server documentation',
  'notFound.home': 'Home',
} as const;
