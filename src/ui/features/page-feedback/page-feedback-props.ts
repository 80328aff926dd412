import type { Account } from '../../../schemas/account.ts';
import type { Locale } from '../../../schemas/site.ts';
import { payloadFor } from '../../i18n/catalogues.ts';
import { isSignedIn } from '../../../core/sessions/signed-in.ts';
import { PAGE_FEEDBACK_CATALOGUES } from './index.ts';
import type { PageFeedbackProps } from './page-feedback.tsx';

/** What a page shell knows that the collector needs. */
export interface PageFeedbackInput {
  locale: Locale;
  /** The page as served: its title in the reader's locale and its route. */
  page: { title: string; route: string };
  /** The request's account; undefined when nobody is signed in. */
  account: Account | undefined;
}

/**
 * The collector's props for one request (server side: it reads the catalogues). userAid is the
 * signed-in account's id (spec §3), and absent for anonymous readers.
 */
export function pageFeedbackProps(input: PageFeedbackInput): PageFeedbackProps {
  return {
    i18n: payloadFor(input.locale, ...PAGE_FEEDBACK_CATALOGUES),
    pageTitle: input.page.title,
    pathName: input.page.route,
    userAid: isSignedIn(input.account) ? input.account.id : undefined,
  };
}
