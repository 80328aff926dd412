import { layoutMessages } from '../../chrome/layout/messages.ts';

/** UI strings of the cloud and server landing pages. Content labels come from the landing file. */
export const landingMessages = {
  'landing.subLinksLabel': 'More about {title}',
  'landing.otherLinksLabel': 'Related documentation',
} as const;

/**
 * The catalogues the landing components render from (tiles, links): the payload of the static
 * `LandingPage` and of the LandingSections island alike.
 */
export const LANDING_CATALOGUES = [landingMessages, layoutMessages] as const;
