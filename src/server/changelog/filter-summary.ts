import { changelogTypeMessage } from '../../core/changelog/changelog-messages.ts';
import type { ChangelogQuery } from '../../core/changelog/changelog-query.ts';
import { PRODUCT_LABELS } from '../../core/changelog/product-labels.ts';
import type { Translate } from '../../ui/i18n/i18n-context.tsx';
import type { changelogMessages } from '../../ui/views/changelog/messages.ts';

/** The filters of a query in words, for a feed's title: 'Jira · Issues · Deprecated'; '' unfiltered. */
export function changelogFilterSummary(
  query: ChangelogQuery,
  t: Translate<typeof changelogMessages>,
): string {
  const parts: string[] = [];
  if (query.product !== undefined) parts.push(PRODUCT_LABELS[query.product]);
  if (query.apiGroup !== undefined) parts.push(query.apiGroup);
  if (query.type !== undefined) parts.push(t(changelogTypeMessage(query.type)));
  if (query.breaking === 'yes') parts.push(t('changelog.breakingOnly'));
  if (query.breaking === 'no') parts.push(t('changelog.breakingNone'));
  return parts.join(' · ');
}
