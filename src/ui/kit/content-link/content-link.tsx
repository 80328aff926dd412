import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { ExternalIcon } from '../icons/external-icon.tsx';
import { classifyLink, isWebUrl } from '../../../core/links/classify-link.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { contentLinkMessages } from './messages.ts';

/** Props of {@link ContentLink}: an anchor's attributes plus the portal host that counts as internal. */
export interface ContentLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target'> {
  href: string;
  /** The portal's own host (SiteConfig.developerHost); links to it stay in the same tab. */
  developerHost: string;
  children: ReactNode;
}

/**
 * A link that follows the portal's link handling (spec §2.1, classified by core/links): internal
 * links open in the same tab, external web links in a new tab with a follow icon and a hidden
 * "(opens in a new tab)" hint. Other schemes (mailto:) stay plain.
 * Server-rendered; safe inside islands (no state, no effects). Its hint comes from
 * `contentLinkMessages` (part of chrome's `layoutMessages`), so a top-level component that
 * renders it includes those in its payload.
 */
export function ContentLink({ href, developerHost, children, rel, ...rest }: ContentLinkProps) {
  const t = useT(contentLinkMessages);
  if (classifyLink(href, { developerHost }) === 'internal' || !isWebUrl(href)) {
    return (
      <a href={href} rel={rel} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <a href={href} target="_blank" rel={rel ?? 'noopener noreferrer'} data-external="" {...rest}>
      {children}
      <ExternalIcon />
      <span className="visually-hidden"> {t('layout.opensInNewTab')}</span>
    </a>
  );
}
