import { contentLinkMessages } from '../../kit/content-link/messages.ts';
import { supportMessages } from './messages.ts';

/** The catalogues the support pages render: their own and the new-tab hint of external links. */
export const SUPPORT_CATALOGUES = [supportMessages, contentLinkMessages] as const;
