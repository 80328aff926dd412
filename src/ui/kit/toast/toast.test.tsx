import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { payloadFor } from '../../i18n/catalogues.ts';
import { I18nProvider } from '../../i18n/i18n-context.tsx';
import { tagsWithTestId, textOf } from '../testing/markup.test-helper.ts';
import { toastMessages } from './messages.ts';
import { FeedbackThanksToast } from './toast.tsx';

describe('FeedbackThanksToast', () => {
  it("says 'Thank you!' and \"We'll use your feedback to improve this page.\" in a polite status region", () => {
    const html = renderToStaticMarkup(<FeedbackThanksToast open onDismiss={() => undefined} />);
    expect(tagsWithTestId(html, 'feedback-thanks-toast')).toHaveLength(1);
    expect(html).toMatch(/role="status" aria-live="polite" aria-atomic="true"><span[^>]*>✓/);
    expect(textOf(html)).toBe("✓Thank you!We'll use your feedback to improve this page.");
    expect(html).toMatch(/<button[^>]*aria-label="Dismiss"/);
  });

  it('renders its empty live region while closed, so the message is announced when it lands', () => {
    const html = renderToStaticMarkup(<FeedbackThanksToast open={false} onDismiss={() => undefined} />);
    expect(tagsWithTestId(html, 'feedback-thanks-toast')).toHaveLength(0);
    expect(html).toMatch(/role="status" aria-live="polite" aria-atomic="true"><\/div>/);
    expect(textOf(html)).toBe('');
  });

  it('speaks French with a French payload', () => {
    const html = renderToStaticMarkup(
      <I18nProvider value={payloadFor('fr', toastMessages)}>
        <FeedbackThanksToast open onDismiss={() => undefined} />
      </I18nProvider>,
    );
    expect(textOf(html)).toContain('Merci\u00a0!');
  });
});
