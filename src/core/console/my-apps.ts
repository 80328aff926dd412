import type { ConsoleApp, MyAppsQuery } from '../../schemas/console.ts';
import { APP_TYPE_LABELS } from '../../schemas/console.ts';

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

type Compare = (a: ConsoleApp, b: ConsoleApp) => number;

const COMPARE: Readonly<Record<MyAppsQuery['sort'], Compare>> = {
  name: (a, b) => byName.compare(a.name, b.name),
  type: (a, b) => byName.compare(APP_TYPE_LABELS[a.appType], APP_TYPE_LABELS[b.appType]),
  // development before public: the order an app goes through.
  distribution: (a, b) =>
    Number(a.distributionStatus === 'public') - Number(b.distributionStatus === 'public'),
  updated: (a, b) => Date.parse(a.updatedAt) - Date.parse(b.updatedAt),
};

/** The direction a column sorts in when the query names none: newest first, else A to Z. */
export function defaultDirection(sort: MyAppsQuery['sort']): 'asc' | 'desc' {
  return sort === 'updated' ? 'desc' : 'asc';
}

/**
 * The "my apps" list as the query asks: apps whose name or description contains `q`
 * (case-insensitive), of the type and distribution status asked for, sorted by the column and
 * direction asked for. Ties go by name, then id, so the order never changes between requests.
 */
export function listMyApps(apps: readonly ConsoleApp[], query: MyAppsQuery): ConsoleApp[] {
  const needle = query.q.toLocaleLowerCase('en');
  const direction = (query.dir ?? defaultDirection(query.sort)) === 'asc' ? 1 : -1;
  const compare = COMPARE[query.sort];
  return apps
    .filter(
      (app) =>
        (needle === '' || `${app.name}\n${app.description}`.toLocaleLowerCase('en').includes(needle)) &&
        (query.type === undefined || app.appType === query.type) &&
        (query.status === undefined || app.distributionStatus === query.status),
    )
    .sort(
      (a, b) =>
        direction * compare(a, b) ||
        byName.compare(a.name, b.name) ||
        (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    );
}
