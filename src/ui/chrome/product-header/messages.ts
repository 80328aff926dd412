/** UI strings of the documentation-page product header and its docs-nav drawer. */
export const productHeaderMessages = {
  'productHeader.defaultTitle': 'Developer Docs',
  'productHeader.subtitle': 'Developer',
  'productHeader.restApiLabel': 'REST API',
  'productHeader.cloudDocs': 'Cloud documentation',
  'productHeader.serverDocs': 'Server documentation',
  'productHeader.home': 'Home',
  'productHeader.navLabel': 'Product',
  'productHeader.switcher': 'Switch documentation',
  'productHeader.openDrawer': 'Menu',
  /** The drawer button's accessible name: its visible word first (WCAG 2.5.3), then the product. */
  'productHeader.openDrawerLabel': 'Menu: {title}',
  'productHeader.drawerLabel': 'Documentation menu',
  'productHeader.closeDrawer': 'Close menu',
  'productHeader.back': 'Back',
  'productHeader.changelogNew': 'new entries',
  'productHeader.restDeprecated': 'Deprecated',
  'productHeader.restExperimental': 'Experimental',
  'productHeader.restPreview': 'Preview',
  'productHeader.version': 'Version',
  'productHeader.versions': 'Documentation versions',
} as const;
