import { I18nProvider, useT } from '../../i18n/i18n-context.tsx';
import type { I18nPayload } from '../../../core/i18n/payload.ts';
import { layoutMessages } from './messages.ts';

/** Id of the main landmark that {@link SkipLink} jumps to by default. */
export const MAIN_CONTENT_ID = 'main-content';

/** Props of {@link SkipLink}. */
export interface SkipLinkProps {
  /** Id of the element to jump to; defaults to the main landmark's id. */
  targetId?: string;
  /** Locale and messages (`payloadFor(locale, layoutMessages)`). */
  i18n: I18nPayload;
}

function SkipLinkAnchor({ targetId }: { targetId: string }) {
  const t = useT(layoutMessages);
  return (
    <a className="skip-link" href={`#${targetId}`} data-testid="skip-link">
      {t('layout.skipToContent')}
    </a>
  );
}

/**
 * The first focusable element of every page: a link that skips the header and navigation.
 * Static (not an island). Styled by the global `.skip-link` class, visible only while focused.
 */
export function SkipLink({ targetId = MAIN_CONTENT_ID, i18n }: SkipLinkProps) {
  return (
    <I18nProvider value={i18n}>
      <SkipLinkAnchor targetId={targetId} />
    </I18nProvider>
  );
}
