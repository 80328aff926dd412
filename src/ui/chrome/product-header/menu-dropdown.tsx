import { useId, useRef, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { ContentLink } from '../../kit/content-link/content-link.tsx';
import { ChevronDownIcon } from '../../kit/icons/svg-icons.tsx';
import type { MenuNode } from './header-model.ts';
import styles from './product-header.module.css';
import { InLanguage } from './in-language.tsx';

/** Props of {@link MenuDropdown}. */
export interface MenuDropdownProps {
  label: string;
  /** The label's language when it differs from the chrome's. */
  labelLang?: string | undefined;
  /** Shown after the label, e.g. the changelog indicator. */
  badge?: ReactNode;
  nodes: MenuNode[];
  /** The portal's host (SiteConfig.developerHost): links elsewhere open in a new tab. */
  developerHost: string;
  open: boolean;
  /** Marks the trigger with aria-current (the current page's category). */
  selected?: boolean;
  onToggle: () => void;
  onClose: () => void;
  testId?: string;
}

function MenuList({ nodes, developerHost }: { nodes: MenuNode[]; developerHost: string }) {
  return (
    <ul className={styles.menuList}>
      {nodes.map((node, index) => (
        <li key={`${index}-${node.title}`}>
          {node.url !== undefined ? (
            <ContentLink
              href={node.url}
              developerHost={developerHost}
              className={styles.menuLink}
              aria-current={node.current ? 'page' : undefined}
            >
              <InLanguage lang={node.lang}>{node.title}</InLanguage>
            </ContentLink>
          ) : (
            <span className={styles.menuHeading} lang={node.lang}>
              {node.title}
            </span>
          )}
          {node.children.length > 0 && <MenuList nodes={node.children} developerHost={developerHost} />}
        </li>
      ))}
    </ul>
  );
}

/**
 * A desktop dropdown in the disclosure pattern: a button with aria-expanded controlling a panel
 * of links. Escape closes it and returns focus to the button; tabbing out of it closes it. The
 * header closes it on a click outside. Part of the ProductHeader island.
 */
export function MenuDropdown({
  label,
  labelLang,
  badge,
  nodes,
  developerHost,
  open,
  selected = false,
  onToggle,
  onClose,
  testId,
}: MenuDropdownProps) {
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    onClose();
    buttonRef.current?.focus();
  };
  // Keyboard focus leaving the dropdown closes it; a click elsewhere is the header's job.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (open && next instanceof Node && !event.currentTarget.contains(next)) onClose();
  };

  return (
    <div className={styles.dropdown} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.menuItem}
        aria-expanded={open}
        aria-controls={panelId}
        aria-current={selected ? 'true' : undefined}
        onClick={onToggle}
        data-testid={testId}
      >
        <InLanguage lang={labelLang}>{label}</InLanguage>
        {badge}
        <ChevronDownIcon size={14} />
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <MenuList nodes={nodes} developerHost={developerHost} />
      </div>
    </div>
  );
}
