import type { ContentProblem } from '../content/validation-error.ts';
import { fillMessage } from '../markdown/index.ts';
import { escapeHtml } from './html.ts';
import type { RestApi } from './model.ts';
import { isObject, stringField, type JsonObject } from './openapi-document.ts';
import { groupRoute, versionLabel, type RestLocation } from './routes.ts';
import { REST_MARKUP } from './rest-markup.ts';

/**
 * Links between changelog entries and the operations they name (decision 0031 §6): an entry's
 * front matter `operations` are resolved against the REST model, the entry links each operation,
 * and each operation shows a banner linking the entry back.
 */

/** What a banner on an operation says of the entry that names it. */
export interface OperationChangelogNotice {
  entryId: string;
  type: 'deprecated' | 'removed';
  title: string;
  date: string;
  removalDate?: string | undefined;
  /** The entry on its package changelog page (`<publishPath>changelog/#<id>`). */
  url: string;
}

/** One operation an entry names, in the REST source of one package. */
export interface ChangelogOperationRequest {
  /** The entry file, relative to the content root. */
  entryFile: string;
  /** Position in the entry's `operations`, for messages and link order. */
  index: number;
  version?: number | undefined;
  method: string;
  path: string;
  notice: OperationChangelogNotice;
}

/** An entry's link to an operation it names. */
export interface ChangelogOperationLink {
  entryId: string;
  index: number;
  /** Group page route + `#` + operation anchor. */
  url: string;
  method: string;
  path: string;
  /** The operation's label (its summary). */
  label: string;
  /** `v3`, when the reference is versioned. */
  version?: string | undefined;
}

/** A loaded reference, as the resolution needs it. */
export interface BannerReference {
  location: RestLocation;
  basePath: string;
  sourceFile: string;
  api: RestApi;
}

/** Notices by operation key (`operationKey`), for one reference. */
export type OperationNotices = ReadonlyMap<string, readonly OperationChangelogNotice[]>;

/** How notices are keyed: the lower-cased method and the path as the spec writes it. */
export const operationKey = (method: string, path: string) => `${method.toLowerCase()} ${path}`;

/** Notices per reference (by base path), the entries' links, and what could not be resolved. */
export interface ResolvedChangelogOperations {
  notices: Map<string, Map<string, OperationChangelogNotice[]>>;
  links: ChangelogOperationLink[];
  problems: ContentProblem[];
}

/**
 * Resolves the operations entries name against a package's references: the named version, or
 * the newest when none is named. A version the package does not publish, or an operation its
 * reference lacks, is a problem on the entry's `operations[i]` field.
 */
export function resolveChangelogOperations(
  references: readonly BannerReference[],
  requests: readonly ChangelogOperationRequest[],
): ResolvedChangelogOperations {
  const result: ResolvedChangelogOperations = { notices: new Map(), links: [], problems: [] };
  const newest = [...references].sort((a, b) => (b.location.version ?? 0) - (a.location.version ?? 0))[0];
  for (const request of requests) {
    const field = `operations[${request.index}]`;
    const problem = (message: string) => result.problems.push({ file: request.entryFile, field, message });
    const reference =
      request.version === undefined
        ? newest
        : references.find((candidate) => candidate.location.version === request.version);
    if (reference === undefined) {
      problem(
        request.version === undefined
          ? 'names an operation, but the package has no REST reference'
          : `version ${request.version} is not a REST version of the package`,
      );
      continue;
    }
    const key = operationKey(request.method, request.path);
    const group = reference.api.groups.find((candidate) =>
      candidate.operations.some((operation) => operationKey(operation.method, operation.path) === key),
    );
    const operation = group?.operations.find(
      (candidate) => operationKey(candidate.method, candidate.path) === key,
    );
    if (group === undefined || operation === undefined) {
      problem(
        `${request.method.toUpperCase()} ${request.path} is not an operation of ${reference.sourceFile}`,
      );
      continue;
    }
    const byOperation = result.notices.get(reference.basePath) ?? new Map();
    result.notices.set(reference.basePath, byOperation);
    byOperation.set(key, [...(byOperation.get(key) ?? []), request.notice]);
    result.links.push({
      entryId: request.notice.entryId,
      index: request.index,
      url: `${groupRoute(reference.basePath, group)}#${operation.anchorId}`,
      method: operation.method,
      path: operation.path,
      label: operation.summary,
      version: versionLabel(reference.location.version),
    });
  }
  return result;
}

/** UI strings of the banners, from the changelog part of the catalogue. */
export type BannerMessages = {
  readonly 'changelog.banner.deprecated': string;
  readonly 'changelog.banner.removed': string;
  readonly 'changelog.removalDate': string;
};

const BANNER_MESSAGE_IDS = [
  'changelog.banner.deprecated',
  'changelog.banner.removed',
  'changelog.removalDate',
] as const satisfies readonly (keyof BannerMessages)[];

/** The catalogue's banner messages; throws naming the missing ids. */
export function toBannerMessages(catalogue: Readonly<Record<string, string>>): BannerMessages {
  const missing = BANNER_MESSAGE_IDS.filter((id) => typeof catalogue[id] !== 'string');
  if (missing.length > 0) throw new Error(`The message catalogue lacks ${missing.join(', ')}`);
  return catalogue as BannerMessages;
}

/** Site path and fragment of a URL, absolute or site-relative; undefined for anything else. */
function pathAndHash(url: string): string | undefined {
  try {
    const parsed = new URL(url, 'https://site.invalid');
    return `${parsed.pathname}${parsed.hash}`;
  } catch {
    return undefined;
  }
}

/**
 * The operation source without the `x-changes` items that describe a change an entry's banner
 * already shows: the same effective date as the entry's removal date, or details pointing at the
 * entry. One change, one banner; the entry's wins, as it links back into the site.
 */
export function withoutBanneredChanges(
  source: JsonObject,
  notices: readonly OperationChangelogNotice[],
): JsonObject {
  const changes = source['x-changes'];
  if (notices.length === 0 || !Array.isArray(changes)) return source;
  const kept = changes.filter((change) => {
    if (!isObject(change)) return true;
    const effective = stringField(change, 'effective');
    const details = stringField(change, 'details');
    const target = details === undefined ? undefined : pathAndHash(details);
    return !notices.some(
      (notice) =>
        (effective !== undefined && notice.removalDate === effective) ||
        (target !== undefined && target === pathAndHash(notice.url)),
    );
  });
  return kept.length === changes.length ? source : { ...source, 'x-changes': kept };
}

/** The banners of an operation: one per entry naming it, linking the entry. */
export function changelogBannersHtml(
  notices: readonly OperationChangelogNotice[],
  messages: BannerMessages,
): string {
  return notices
    .map((notice) => {
      const text = fillMessage(messages[`changelog.banner.${notice.type}`], { date: notice.date });
      const removal =
        notice.removalDate === undefined
          ? ''
          : ` ${escapeHtml(fillMessage(messages['changelog.removalDate'], { date: notice.removalDate }))}`;
      return (
        `<p class="${REST_MARKUP.noticeClass} ${REST_MARKUP.noticeClass}-${notice.type}" data-changelog-entry="${escapeHtml(notice.entryId)}">` +
        `${escapeHtml(text)} <a href="${escapeHtml(notice.url)}">${escapeHtml(notice.title)}</a>.${removal}</p>`
      );
    })
    .join('\n');
}
