import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import type { HeaderSlotLink } from '../../../schemas/header-slots.ts';
import { ContentLink } from '../../kit/content-link/content-link.tsx';
import { useT } from '../../i18n/i18n-context.tsx';
import styles from './header-slots.module.css';
import { focusTarget } from './menu-focus.ts';
import { AppsIcon } from './slot-icons.tsx';
import { headerSlotMessages } from './slot-messages.ts';

/** Props of {@link AppSwitcher}. */
export interface AppSwitcherProps {
  links: readonly HeaderSlotLink[];
  developerHost: string;
}

/**
 * The header's app-switcher slot (spec §2.3): a button opening a small list of the site's links
 * to the vendor's other apps, in the disclosure pattern. Opening moves focus to the first link;
 * the arrow keys, Home and End move between the links; Escape closes it and returns focus to the
 * button; focus leaving it or a press outside closes it.
 */
export function AppSwitcher({ links, developerHost }: AppSwitcherProps) {
  const t = useT(headerSlotMessages);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const linksIn = () => [...(list.current?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? [])];

  useEffect(() => {
    if (!open) return undefined;
    linksIn()[0]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!(event.target instanceof Node) || !root.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!open) return;
    if (event.key === 'Escape') {
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
      return;
    }
    const items = linksIn();
    const next = focusTarget(
      event.key,
      items.indexOf(document.activeElement as HTMLAnchorElement),
      items.length,
    );
    if (next === undefined) return;
    event.preventDefault();
    items[next]?.focus();
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (open && next instanceof Node && !event.currentTarget.contains(next)) setOpen(false);
  };

  return (
    <div
      ref={root}
      className={styles.switcher}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      data-slot="app-switcher"
    >
      <button
        ref={button}
        type="button"
        className={styles.iconButton}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
        data-testid="app-switcher"
      >
        <AppsIcon />
        <span className="visually-hidden">{t('headerSlots.appSwitcher')}</span>
      </button>
      <ul
        ref={list}
        id={panelId}
        className={styles.panel}
        hidden={!open}
        aria-label={t('headerSlots.appSwitcher')}
      >
        {links.map((link) => (
          <li key={`${link.url}-${link.title}`}>
            <ContentLink href={link.url} developerHost={developerHost} className={styles.link}>
              {link.title}
            </ContentLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
