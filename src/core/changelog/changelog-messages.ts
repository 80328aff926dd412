import type { ChangelogType } from '../../schemas/changelog.ts';

/**
 * UI strings the build writes into package changelog pages. As with the markdown renderer, the
 * core names the ids and the build passes the UI catalogue (`en` of src/ui/i18n/messages.ts).
 */
export type ChangelogMessages = { readonly [Id in ChangelogMessageId]: string };

/** The label id of an entry type. */
export const changelogTypeMessage = (type: ChangelogType) => `changelog.type.${type}` as const;

/** Every id the package page builder reads. */
export const CHANGELOG_MESSAGE_IDS = [
  'changelog.type.added',
  'changelog.type.changed',
  'changelog.type.deprecated',
  'changelog.type.removed',
  'changelog.type.fixed',
  'changelog.type.announcement',
  'changelog.breaking',
  'changelog.removalDate',
  'changelog.apiGroupsLabel',
  'changelog.noEntries',
  'changelog.packagePageDescription',
  'changelog.universalLink',
  'changelog.operations',
] as const;
export type ChangelogMessageId = (typeof CHANGELOG_MESSAGE_IDS)[number];

/** The catalogue's changelog messages; throws naming the missing ids. */
export function toChangelogMessages(catalogue: Readonly<Record<string, string>>): ChangelogMessages {
  const missing = CHANGELOG_MESSAGE_IDS.filter((id) => typeof catalogue[id] !== 'string');
  if (missing.length > 0) throw new Error(`The message catalogue lacks ${missing.join(', ')}`);
  return catalogue as ChangelogMessages;
}
