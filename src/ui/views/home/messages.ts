import { landingMessages } from '../landing/messages.ts';
import { layoutMessages } from '../../chrome/layout/messages.ts';

/** UI strings of the home page. Its texts and links come from the home content file. */
export const homeMessages = {
  'home.actionsLabel': 'Get started',
  'home.cardsLabel': 'Documentation',
} as const;

/** Every catalogue `HomePage` renders from (its tiles and links included). */
export const HOME_CATALOGUES = [homeMessages, landingMessages, layoutMessages] as const;
