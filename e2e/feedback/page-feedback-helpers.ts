/** Shared helpers of the page feedback specs (page-feedback.e2e.ts, rating-keys-and-toast.e2e.ts). */
import type { Page, Request } from 'playwright-core';
import { portal, waitForHydration, type View } from '../harness/index.ts';

export const PAGE = '/platform/forge/getting-started/';
export const WIDTHS = { widths: [375, 1280] };
export const WIDE = { widths: [1280] };
export const MODAL = '[data-testid="page-feedback-modal"]';

export const collector = (page: Page) => page.getByTestId('page-feedback');
export const pageStep = (page: Page, rating: number) => page.getByTestId(`page-feedback-rating-${rating}`);
export const modalStep = (page: Page, rating: number) =>
  page.getByTestId(`page-feedback-modal-rating-${rating}`);
export const modal = (page: Page) => page.getByTestId('page-feedback-modal');
export const submit = (page: Page) => page.getByTestId('page-feedback-submit');
export const comment = (page: Page) => page.getByTestId('page-feedback-comment');
export const toast = (page: Page) => page.getByTestId('feedback-thanks-toast');
export const activeTestId = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? null);
export const isFeedbackPost = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/api/feedback-provider/issue';
export const submitText = (page: Page, text: string) =>
  page.waitForFunction(
    (wanted) => document.querySelector('[data-testid="page-feedback-submit"]')?.textContent === wanted,
    text,
  );

/** What the collector posts (spec §3 "Feedback", submitted data). */
export interface SentFeedback {
  pageTitle: string;
  pageUrl: string;
  pathName: string;
  ratingScore: unknown;
  textFeedback: string;
  userAid?: string;
}

/** A cookie decision already made (the local environment's cookie): no consent banner covers the page. */
export async function decided(view: View): Promise<void> {
  await view.page
    .context()
    .addCookies([{ name: 'portico_consent_test', value: 'v1:1', url: (await portal()).baseUrl }]);
}

/** Opens the docs page with every island hydrated. */
export async function openPage(view: View, path = PAGE) {
  await decided(view);
  await view.goto(path);
  await waitForHydration(view.page);
  await collector(view.page).scrollIntoViewIfNeeded();
}
