/**
 * UI strings of the header drawers (spec §2.4, §2.5, §2.3 profile drawer). Link titles come
 * from the global links; these are the drawers' own labels.
 */
export const drawersMessages = {
  'drawers.documentation': 'Documentation',
  'drawers.docsTabs': 'Documentation for',
  'drawers.cloud': 'Cloud',
  'drawers.dataCenter': 'Data Center',
  'drawers.platform': 'Platform',
  'drawers.products': 'Products',
  'drawers.seeAllCloud': 'See all cloud documentation',
  'drawers.seeAllDataCenter': 'See all Data Center documentation',
  'drawers.resources': 'Resources',
  'drawers.moreFrom': 'More from {vendorName}',
  'drawers.social': 'Follow us',
  'drawers.seeAll': 'See all',
  'drawers.profile': 'Profile',
  'drawers.yourProfile': 'Your profile',
  'drawers.developerConsole': 'Developer Console',
  'drawers.logout': 'Logout',
} as const;
