import type { IconUrls } from './icon-src.ts';

/** Icon URLs as a content root with the sample's icons/ folder publishes them, simplified. */
export const TEST_ICON_URLS: IconUrls = Object.fromEntries(
  [
    'admin',
    'bamboo',
    'bitbucket',
    'cloud',
    'confluence',
    'crowd',
    'forge',
    'jira-software',
    'jira',
    'jsm',
    'rovo',
    'server',
  ].map((key) => [key, `/icons/${key}.svg`]),
);
