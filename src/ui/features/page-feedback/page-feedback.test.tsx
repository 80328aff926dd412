import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RATING_SCORES } from '../../../schemas/feedback.ts';
import { payloadFor } from '../../i18n/catalogues.ts';
import { I18nProvider } from '../../i18n/i18n-context.tsx';
import { attr, elementsWithTestId, tagsWithTestId, textOf } from '../../kit/testing/markup.test-helper.ts';
import { PAGE_FEEDBACK_CATALOGUES } from './index.ts';
import { PageFeedback } from './page-feedback.tsx';
import { PageFeedbackModal, type PageFeedbackModalProps } from './page-feedback-modal.tsx';
import { pageFeedbackProps } from './page-feedback-props.ts';
import { PAGE_RATINGS, parseRating } from './rating.ts';

const noop = () => undefined;
const collector = (locale: 'en' | 'fr' = 'en') =>
  renderToStaticMarkup(
    <PageFeedback
      i18n={payloadFor(locale, ...PAGE_FEEDBACK_CATALOGUES)}
      pageTitle="Webhooks"
      pathName="/cloud/jira/platform/webhooks/"
    />,
  );
const modal = (overrides: Partial<PageFeedbackModalProps> = {}, locale: 'en' | 'fr' = 'en') =>
  renderToStaticMarkup(
    <I18nProvider value={payloadFor(locale, ...PAGE_FEEDBACK_CATALOGUES)}>
      <PageFeedbackModal
        pageTitle="Webhooks"
        rating={3}
        comment=""
        status="default"
        onRate={noop}
        onEdit={noop}
        onSubmit={noop}
        onClose={noop}
        onClosed={noop}
        {...overrides}
      />
    </I18nProvider>,
  );
const radios = (html: string, testId: string) =>
  PAGE_RATINGS.map((rating) => tagsWithTestId(html, `${testId}-${rating}`)[0] ?? '');
const labels = (html: string) =>
  [...html.matchAll(/<label[^>]*>(.*?)<\/label>/g)].map((m) => textOf(m[1]!).trim()).filter((t) => t !== '');

describe('rating steps', () => {
  it('are the schema’s 5 steps, read back from a radio value', () => {
    expect([...PAGE_RATINGS]).toEqual([...RATING_SCORES]);
    expect(parseRating('4')).toBe(4);
    expect([parseRating('0'), parseRating('6'), parseRating(''), parseRating(undefined)]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe('PageFeedback (server HTML)', () => {
  it('is a labelled radio group of the 5 steps, none checked, with no modal yet', () => {
    const html = collector();
    const group = tagsWithTestId(html, 'page-feedback-rating')[0];
    expect(group).toMatch(/^<fieldset/);
    expect(attr(group, 'role')).toBe('radiogroup');
    const hint = attr(group, 'aria-describedby');
    expect(html).toContain(`id="${hint}"`);
    expect(
      textOf(elementsWithTestId(html, 'page-feedback-rating')[0]!.match(/<legend.*?<\/legend>/)![0]),
    ).toBe('Rate this page');
    expect(labels(html)).toEqual(['1Unusable', '2Poor', '3Okay', '4Good', '5Excellent']);
    const inputs = radios(html, 'page-feedback-rating');
    expect(inputs.map((tag) => attr(tag, 'type'))).toEqual(Array(5).fill('radio'));
    expect(inputs.map((tag) => attr(tag, 'value'))).toEqual(['1', '2', '3', '4', '5']);
    expect(new Set(inputs.map((tag) => attr(tag, 'name'))).size).toBe(1);
    expect(inputs.some((tag) => / checked=""/.test(tag))).toBe(false);
    // The step number is shown, but the position is announced by the radio group itself.
    expect(html).toMatch(/<span[^>]*aria-hidden="true"[^>]*>1<\/span>/);
    expect(html).toMatch(/<form[^>]*autoComplete="off"|<form[^>]*autocomplete="off"/);
    expect(html).not.toContain('page-feedback-modal');
    expect(html).not.toContain('feedback-thanks-toast');
    expect(html).not.toContain('page-feedback-sent');
  });

  it('speaks the reader’s locale', () => {
    const html = collector('fr');
    expect(labels(html)).toEqual(['1Inutilisable', '2Médiocre', '3Correcte', '4Bonne', '5Excellente']);
    expect(html).toContain('Évaluez cette page');
  });
});

describe('PageFeedbackModal', () => {
  it('is a labelled dialog with the rating checked, a required mark and a 7-row comment', () => {
    const html = modal({ comment: 'Draft' });
    const [dialog] = tagsWithTestId(html, 'page-feedback-modal');
    expect(dialog).toMatch(/^<dialog/);
    expect(html).toContain(`id="${attr(dialog, 'aria-labelledby')}"`);
    expect(html).toMatch(/<h2[^>]*>Share your feedback<\/h2>/);
    expect(html).toContain('About: Webhooks');
    const inputs = radios(html, 'page-feedback-modal-rating');
    expect(inputs.map((tag) => / checked=""/.test(tag))).toEqual([false, false, true, false, false]);
    expect(html).toMatch(/<legend[^>]*>Rating<span[^>]*aria-hidden="true"[^>]*> \*<\/span><\/legend>/);
    const [comment] = tagsWithTestId(html, 'page-feedback-comment');
    expect(Number(attr(comment, 'rows'))).toBeGreaterThanOrEqual(7);
    expect(html).toMatch(/<textarea[^>]*>Draft<\/textarea>/);
    expect(html).toContain(`<label for="${attr(comment, 'id')}"`);
    expect(attr(tagsWithTestId(html, 'page-feedback-close')[0], 'aria-label')).toBe('Close');
  });

  it("labels the button by status: 'Send feedback', 'Sending ...' (disabled), 'Failed, retry'", () => {
    const button = (status: PageFeedbackModalProps['status']) => {
      const html = modal({ status });
      return {
        text: textOf(elementsWithTestId(html, 'page-feedback-submit')[0]!),
        disabled: / disabled=""/.test(tagsWithTestId(html, 'page-feedback-submit')[0]!),
        alert: elementsWithTestId(html, 'page-feedback-error').map(textOf),
      };
    };
    expect(button('default')).toEqual({ text: 'Send feedback', disabled: false, alert: [] });
    expect(button('inprogress')).toEqual({ text: 'Sending ...', disabled: true, alert: [] });
    expect(button('failed')).toEqual({
      text: 'Failed, retry',
      disabled: false,
      alert: ['Your feedback was not sent. Check your connection, then try again.'],
    });
    expect(textOf(elementsWithTestId(modal({ status: 'failed' }, 'fr'), 'page-feedback-submit')[0]!)).toBe(
      'Échec, réessayer',
    );
  });
});

describe('pageFeedbackProps', () => {
  const page = { title: 'Webhooks', route: '/cloud/jira/platform/webhooks/' };

  it('sends the signed-in account id as userAid, and none for an anonymous reader', () => {
    const account = { id: 'acc-1', email: 'a@example.com', screenName: 'Ada', avatarUrl: undefined };
    expect(pageFeedbackProps({ locale: 'en', page, account })).toMatchObject({
      pageTitle: 'Webhooks',
      pathName: '/cloud/jira/platform/webhooks/',
      userAid: 'acc-1',
    });
    expect(pageFeedbackProps({ locale: 'en', page, account: undefined }).userAid).toBeUndefined();
    // Without a screen name nobody counts as signed in (spec §3).
    expect(
      pageFeedbackProps({ locale: 'en', page, account: { ...account, screenName: '' } }).userAid,
    ).toBeUndefined();
  });

  it('carries only the collector’s and the toast’s messages', () => {
    const { i18n } = pageFeedbackProps({ locale: 'fr', page, account: undefined });
    expect(i18n.locale).toBe('fr');
    expect(Object.keys(i18n.messages).every((id) => /^(pageFeedback|toast)\./.test(id))).toBe(true);
    expect(i18n.messages['toast.feedbackThanks.title']).toBe('Merci\u00a0!');
  });
});
