import { Fragment, useMemo, type ReactNode } from 'react';
import { parseAnswerMarkup } from '../../../core/ai/answer-markup.ts';
import { passageTitle } from '../../../core/ai/passage.ts';
import type { AiAnswer, AnswerInline } from '../../../schemas/ai.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import styles from './ai-answer.module.css';
import { aiAnswerMessages } from './messages.ts';

/** Props of {@link AnswerMessage}. */
export interface AnswerMessageProps {
  answer: Pick<AiAnswer, 'message' | 'sources'>;
  /** Called with the href when the reader follows a citation or source link. */
  onNavigate?: ((href: string) => void) | undefined;
  /** Id of the element that labels the sources list. */
  sourcesLabelId: string;
}

/**
 * An answer rendered from its markup (src/core/ai/answer-markup.ts): paragraphs and lists of text
 * nodes, `code`, bold, links inside the site, and [n] citations as links to the cited sections,
 * then the numbered sources. Only text nodes and fixed elements: nothing in an answer becomes HTML.
 */
export function AnswerMessage({ answer, onNavigate, sourcesLabelId }: AnswerMessageProps) {
  const t = useT(aiAnswerMessages);
  const blocks = useMemo(
    () => parseAnswerMarkup(answer.message, answer.sources.length),
    [answer.message, answer.sources.length],
  );
  const follow = (href: string) => () => onNavigate?.(href);
  const inline = (node: AnswerInline, key: number): ReactNode => {
    switch (node.type) {
      case 'text':
        return <Fragment key={key}>{node.text}</Fragment>;
      case 'strong':
        return <strong key={key}>{node.text}</strong>;
      case 'code':
        return (
          <code key={key} className={styles.code}>
            {node.text}
          </code>
        );
      case 'link':
        return (
          <a key={key} href={node.href} onClick={follow(node.href)}>
            {node.text}
          </a>
        );
      case 'citation': {
        const source = answer.sources[node.source - 1]!;
        return (
          <a
            key={key}
            href={source.href}
            className={styles.citation}
            aria-label={t('aiAnswer.citation', { number: source.id, title: passageTitle(source) })}
            onClick={follow(source.href)}
            data-testid="ai-citation"
          >
            [{source.id}]
          </a>
        );
      }
    }
  };
  return (
    <>
      <div className={styles.message} data-testid="ai-answer-message">
        {blocks.map((block, b) =>
          block.type === 'paragraph' ? (
            <p key={b}>{block.inlines.map(inline)}</p>
          ) : (
            <ul key={b}>
              {block.items.map((item, i) => (
                <li key={i}>{item.map(inline)}</li>
              ))}
            </ul>
          ),
        )}
      </div>
      {answer.sources.length > 0 && (
        <>
          <p id={sourcesLabelId} className={styles.sourcesTitle}>
            {t('aiAnswer.sources')}
          </p>
          <ol className={styles.sources} aria-labelledby={sourcesLabelId} data-testid="ai-sources">
            {answer.sources.map((source) => (
              <li key={source.id} value={source.id}>
                <a href={source.href} onClick={follow(source.href)}>
                  {passageTitle(source)}
                </a>
                {source.productTitle !== '' && <span className={styles.product}>{source.productTitle}</span>}
              </li>
            ))}
          </ol>
        </>
      )}
    </>
  );
}
