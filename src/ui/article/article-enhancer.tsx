import { useEffect, useState } from 'react';
import { MARKUP } from '../../core/markdown/markup.ts';
import { attachArticleBehaviour } from './article-behaviour.ts';
import { copyText } from './copy-text.ts';
import { articleMessages as messages } from './messages.ts';

export interface ArticleEnhancerProps {
  /** Id of the article root; without it, the first element with `data-article-root`. */
  rootId?: string;
}

/**
 * The article island: attaches copy-link, copy-code and tab behaviour to the server-rendered
 * article (see README.md for the markup contract) and renders the live region that announces
 * copy results. It never receives the article HTML.
 */
export default function ArticleEnhancer({ rootId }: ArticleEnhancerProps) {
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    const root =
      rootId === undefined
        ? document.querySelector(`[${MARKUP.rootAttribute}]`)
        : document.getElementById(rootId);
    if (!(root instanceof HTMLElement)) return undefined;
    let frame = 0;
    const detach = attachArticleBehaviour(root, {
      texts: {
        copy: messages['article.copy'],
        copied: messages['article.copied'],
        copyFailed: messages['article.copyFailed'],
        copyLink: messages['article.copyLink'],
        linkCopied: messages['article.linkCopied'],
        copyLinkFailed: messages['article.copyLinkFailed'],
      },
      announce: (text) => {
        // Clearing first makes a repeated message ('Copied' twice) announce again.
        setAnnouncement('');
        cancelAnimationFrame(frame);
        frame = requestAnimationFrame(() => setAnnouncement(text));
      },
      copy: (text) => copyText(text),
    });
    return () => {
      detach();
      cancelAnimationFrame(frame);
    };
  }, [rootId]);

  return (
    <div role="status" aria-live="polite" className={MARKUP.visuallyHiddenClass}>
      {announcement}
    </div>
  );
}
