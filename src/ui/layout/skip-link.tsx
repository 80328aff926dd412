import { layoutMessage } from './messages.ts';

/** Id of the main landmark that {@link SkipLink} jumps to by default. */
export const MAIN_CONTENT_ID = 'main-content';

/** Props of {@link SkipLink}. */
export interface SkipLinkProps {
  /** Id of the element to jump to; defaults to the main landmark's id. */
  targetId?: string;
}

/**
 * The first focusable element of every page: a link that skips the header and navigation.
 * Static (not an island). Styled by the global `.skip-link` class, visible only while focused.
 */
export function SkipLink({ targetId = MAIN_CONTENT_ID }: SkipLinkProps) {
  return (
    <a className="skip-link" href={`#${targetId}`} data-testid="skip-link">
      {layoutMessage('layout.skipToContent')}
    </a>
  );
}
