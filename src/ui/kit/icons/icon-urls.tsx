import { createContext, useContext, type ReactNode } from 'react';
import type { IconUrls } from './icon-src.ts';

const NO_ICONS: IconUrls = {};
const IconUrlsContext = createContext<IconUrls>(NO_ICONS);

/**
 * Gives the icons below it the content root's icon URLs (`manifest.branding.icons`). Each island
 * or page that draws product icons wraps its tree in one; without it, icons draw nothing.
 */
export function IconUrlsProvider({ urls, children }: { urls: IconUrls | undefined; children: ReactNode }) {
  return <IconUrlsContext.Provider value={urls ?? NO_ICONS}>{children}</IconUrlsContext.Provider>;
}

/** The icon URLs of the nearest {@link IconUrlsProvider}. */
export function useIconUrls(): IconUrls {
  return useContext(IconUrlsContext);
}
