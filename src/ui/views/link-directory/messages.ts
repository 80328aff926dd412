import { layoutMessages } from '../../chrome/layout/messages.ts';

/** UI strings of the /docs/ and /resources/ pages (the drawers' contents as pages). */
export const linkDirectoryMessages = {
  'linkDirectory.documentationTitle': 'Documentation',
  'linkDirectory.documentationDescription':
    'Developer documentation for every cloud and Data Center product.',
  'linkDirectory.cloud': 'Cloud',
  'linkDirectory.dataCenter': 'Data Center',
  'linkDirectory.platform': 'Platform',
  'linkDirectory.products': 'Products',
  'linkDirectory.seeAllCloud': 'See all cloud documentation',
  'linkDirectory.seeAllDataCenter': 'See all Data Center documentation',
  'linkDirectory.resourcesTitle': 'Resources',
  'linkDirectory.resourcesDescription': 'Publish, monitor and grow your app, and find help and inspiration.',
  'linkDirectory.more': 'More from {vendorName}',
  'linkDirectory.social': 'Follow {vendorName}',
} as const;

/** Every catalogue the directory pages render from (their links included). */
export const LINK_DIRECTORY_CATALOGUES = [linkDirectoryMessages, layoutMessages] as const;
