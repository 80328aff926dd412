import { useEffect, useRef, useState } from 'react';
import { MARKUP } from '../../../core/markdown/markup.ts';
import { attachArticleBehaviour } from './article-behaviour.ts';
import { copyText } from './copy-text.ts';
import { translator } from '../../i18n/i18n-context.tsx';
import type { I18nPayload } from '../../../core/i18n/payload.ts';
import { articleIslandMessages } from './messages.ts';
import { useIslandReady } from '../../kit/islands/use-island-ready.ts';
import { attachRestReference, type RestIslandProps } from '../rest-reference/index.ts';
import { attachViewers } from './attach-viewers.ts';

export interface ArticleEnhancerProps {
  /** Id of the article root; without it, the first element with `data-article-root`. */
  rootId?: string;
  /** Locale and copy-feedback messages: `payloadFor(locale, articleIslandMessages)`. */
  i18n: I18nPayload;
  /** On REST group pages: what their schema trees, samples and "Try it" need (loaded on first use). */
  rest?: RestIslandProps;
}

/**
 * The article island: attaches copy-link, copy-code and tab behaviour to the server-rendered
 * article (see README.md for the markup contract) and renders the live region that announces
 * copy results. It never receives the article HTML.
 */
export default function ArticleEnhancer({ rootId, i18n, rest }: ArticleEnhancerProps) {
  const [announcement, setAnnouncement] = useState('');
  const status = useRef<HTMLDivElement>(null);
  // The island renders no text of its own (only the live region), so it needs no provider: the
  // texts go to the behaviour as plain strings. The payload is stable for the page's lifetime.
  const { locale, messages } = i18n;

  useEffect(() => {
    const root =
      rootId === undefined
        ? document.querySelector(`[${MARKUP.rootAttribute}]`)
        : document.getElementById(rootId);
    if (!(root instanceof HTMLElement)) return undefined;
    let frame = 0;
    const t = translator(articleIslandMessages, { locale, messages });
    const announce = (text: string) => {
      // Clearing first makes a repeated message ('Copied' twice) announce again.
      setAnnouncement('');
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setAnnouncement(text));
    };
    const detach = attachArticleBehaviour(root, {
      texts: {
        copy: t('article.copy'),
        copied: t('article.copied'),
        copyFailed: t('article.copyFailed'),
        copyLink: t('article.copyLink'),
        linkCopied: t('article.linkCopied'),
        copyLinkFailed: t('article.copyLinkFailed'),
      },
      announce,
      copy: (text) => copyText(text),
    });
    // The REST controls share the live region; their code loads only when one is used.
    const detachRest = rest === undefined ? () => undefined : attachRestReference(root, rest, announce);
    const detachViewers = attachViewers(root, t);
    return () => {
      detach();
      detachRest();
      detachViewers();
      cancelAnimationFrame(frame);
    };
  }, [rootId, locale, messages, rest]);
  // After the effect above: the behaviour is attached, so a click held by the directive can run.
  useIslandReady(status);

  return (
    <div ref={status} role="status" aria-live="polite" className={MARKUP.visuallyHiddenClass}>
      {announcement}
    </div>
  );
}
