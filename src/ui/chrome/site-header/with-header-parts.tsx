import { use, useEffect, type ReactNode } from 'react';
import { MoreMessages, useLocale } from '../../i18n/i18n-context.tsx';
import { IconUrlsProvider } from '../../kit/icons/icon-urls.tsx';
import { islandDataOrNothing } from '../../kit/islands/island-data.ts';
import type { DrawerLinks, HeaderPartsData } from './header-types.ts';

/** Props of {@link WithHeaderParts}. */
export interface WithHeaderPartsProps {
  /** Renders the part with the drawers' links. */
  children: (links: DrawerLinks) => ReactNode;
  /** Where to go when the data cannot be loaded (the page listing the same); else nothing shows. */
  fallbackHref?: string | undefined;
}

function GoTo({ href }: { href: string }) {
  useEffect(() => window.location.assign(href), [href]);
  return null;
}

/**
 * Renders a drawer of the header (loaded with the drawers' code, not the header's) once its links and messages have loaded (it suspends until
 * then, like the drawer's code), speaking those messages as well as the header's.
 */
export function WithHeaderParts({ children, fallbackHref }: WithHeaderPartsProps) {
  const locale = useLocale();
  const parts = use(islandDataOrNothing<HeaderPartsData>('header', locale));
  if (parts === undefined) return fallbackHref === undefined ? null : <GoTo href={fallbackHref} />;
  return (
    <MoreMessages value={parts.i18n}>
      <IconUrlsProvider urls={parts.icons}>{children(parts.links)}</IconUrlsProvider>
    </MoreMessages>
  );
}
