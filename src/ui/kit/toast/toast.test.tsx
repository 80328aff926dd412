import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { payloadFor } from '../../i18n/catalogues.ts';
import { I18nProvider } from '../../i18n/i18n-context.tsx';
import { attr, tagsWithTestId, textOf } from '../testing/markup.test-helper.ts';
import { toastMessages } from './messages.ts';
import { FeedbackThanksToast } from './toast.tsx';

describe('FeedbackThanksToast', () => {
  it("says 'Thank you!' and \"We'll use your feedback to improve this page.\" in a polite status region", () => {
    const html = renderToStaticMarkup(<FeedbackThanksToast onDismiss={() => undefined} />);
    const [root] = tagsWithTestId(html, 'feedback-thanks-toast');
    expect(attr(root, 'role')).toBe('status');
    expect(attr(root, 'aria-live')).toBe('polite');
    expect(textOf(html)).toBe("✓Thank you!We'll use your feedback to improve this page.");
    expect(html).toMatch(/<button[^>]*aria-label="Dismiss"/);
  });

  it('speaks French with a French payload', () => {
    const html = renderToStaticMarkup(
      <I18nProvider value={payloadFor('fr', toastMessages)}>
        <FeedbackThanksToast onDismiss={() => undefined} />
      </I18nProvider>,
    );
    expect(textOf(html)).toContain('Merci\u00a0!');
  });
});
