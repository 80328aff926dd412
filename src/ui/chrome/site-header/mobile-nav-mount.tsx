import { useMemo, type RefObject } from 'react';
import type { Account } from '../../../schemas/account.ts';
import { translator, useI18nPayload } from '../../i18n/i18n-context.tsx';
import type { I18nPayload } from '../../../core/i18n/payload.ts';
import { mobileNavMessages } from '../mobile-nav/messages.ts';
import { buildMobileNavItems } from '../mobile-nav/mobile-nav-items.ts';
import { MobileNavDrawer } from '../mobile-nav/mobile-nav-drawer.tsx';
import type { NestedNavStart } from '../mobile-nav/nested-nav-reducer.ts';
import { isSignedIn } from '../../../core/sessions/signed-in.ts';
import { WithHeaderParts } from './with-header-parts.tsx';
import type { DrawerLinks, HeaderLinks, SiteHeaderProps } from './header-types.ts';

/** Props of {@link MobileNavMount}. */
export interface MobileNavMountProps {
  id: string;
  open: boolean;
  startAt: NestedNavStart;
  onClose: () => void;
  links: HeaderLinks;
  /** The header item selected on this page (it shows no changelog indicator). */
  selectedId?: string | undefined;
  account: Account | undefined;
  features: readonly string[];
  i18n: I18nPayload;
  signInHref: string;
  site: SiteHeaderProps['site'];
  theme: SiteHeaderProps['theme'];
  returnFocusRef: RefObject<HTMLElement | null>;
}

/**
 * The header's mount of the mobile navigation drawer (src/ui/chrome/mobile-nav, spec §2.6): builds its
 * item tree from the header's links, the drawers' links and the account, once per change of those,
 * so the drawer keeps its level while open. Loaded on demand (lazy-parts.ts), like the other
 * drawers, and so are the drawers' links and its messages (header-parts.tsx).
 */
export function MobileNavMount(props: MobileNavMountProps) {
  return (
    <WithHeaderParts>
      {(drawerLinks) => <MobileNavWithLinks {...props} drawerLinks={drawerLinks} />}
    </WithHeaderParts>
  );
}

function MobileNavWithLinks(props: MobileNavMountProps & { drawerLinks: DrawerLinks }) {
  const { links, drawerLinks, selectedId, account, features } = props;
  const i18n = useI18nPayload() ?? props.i18n;
  const items = useMemo(
    () =>
      buildMobileNavItems({
        globalLinks: { ...links, ...drawerLinks, footer: { links: [], support: links.support } },
        landings: links.landings,
        selectedId,
        account,
        enabledFeatures: new Set(features),
        t: translator(mobileNavMessages, i18n),
      }),
    [links, drawerLinks, selectedId, account, features, i18n],
  );
  return (
    <MobileNavDrawer
      id={props.id}
      open={props.open}
      onClose={props.onClose}
      items={items}
      startAt={props.startAt}
      signedIn={isSignedIn(account)}
      signInHref={props.signInHref}
      locales={props.site.locales}
      currentLocale={i18n.locale}
      developerHost={props.site.developerHost}
      theme={props.theme}
      returnFocusRef={props.returnFocusRef}
    />
  );
}
