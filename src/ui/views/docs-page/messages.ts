import { layoutMessages } from '../../chrome/layout/messages.ts';
import { sideNavMessages } from '../../chrome/side-nav/messages.ts';
import { onThisPageMessages } from '../../features/on-this-page/messages.ts';

/** UI strings of the documentation page layout. */
export const docsPageMessages = {
  'docsPage.sampleContentNotice':
    'This is sample content that demonstrates the portal. It is not real product documentation.',
  'docsPage.editThisPage': 'Edit this page',
  'docsPage.oldVersion': 'You are reading the documentation for {version}. The latest version is {latest}.',
  'docsPage.oldVersionSamePage': 'Read this page in {latest}',
  'docsPage.oldVersionRoot': 'Go to {latest}',
} as const;

/** Every catalogue `DocsPageLayout` renders from (its side nav, links and narrow on-this-page list included). */
export const DOCS_PAGE_CATALOGUES = [
  docsPageMessages,
  sideNavMessages,
  layoutMessages,
  onThisPageMessages,
] as const;
