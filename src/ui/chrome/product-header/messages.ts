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
  'productHeader.drawerLabel': 'Documentation menu',
  'productHeader.closeDrawer': 'Close menu',
  'productHeader.back': 'Back',
  'productHeader.changelogNew': 'new entries',
  'productHeader.restDeprecated': 'Deprecated',
  'productHeader.restExperimental': 'Experimental',
  'productHeader.restPreview': 'Preview',
} as const;
