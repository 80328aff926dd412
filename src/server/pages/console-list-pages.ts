import { listMyApps } from '../../core/console/index.ts';
import {
  MyAppsQuerySchema,
  type ConsoleApp,
  type Credentials,
  type MyAppsQuery,
} from '../../schemas/console.ts';
import { createAppPost } from '../console/create-app-form.ts';
import type { FormRefusal } from '../console/console-form.ts';
import type { PageRequest } from './chrome-route-data.ts';
import { consoleRouteData, type ConsolePageData, type ConsoleRedirect } from './console-route-data.ts';

/** /console/myapps/ to render: the apps the query selects, how many there are, the query. */
export interface MyAppsPageData extends ConsolePageData {
  apps: ConsoleApp[];
  total: number;
  query: MyAppsQuery;
  deleted: boolean;
}

/**
 * The developer's apps list (/console/myapps/?q=&type=&status=&sort=&dir=): the query parsed by
 * its schema (unknown values fall back to defaults), the developer's apps filtered and sorted.
 */
export async function myAppsPageData(page: PageRequest): Promise<MyAppsPageData | ConsoleRedirect> {
  const data = await consoleRouteData(page);
  if (data.kind === 'redirect') return data;
  const query = MyAppsQuerySchema.parse(Object.fromEntries(page.url.searchParams));
  const all = await data.registry.listApps(data.developer.actor.id);
  return {
    ...data,
    apps: listMyApps(all, query),
    total: all.length,
    query,
    deleted: page.url.searchParams.get('deleted') === '1',
  };
}

/** /apps/create to render: the form, a refused post's problems, or the app just created. */
export interface CreateAppPageData extends ConsolePageData {
  status: 200 | 400 | 403 | 404 | 405;
  refused?: Pick<FormRefusal, 'problems' | 'fields'> | undefined;
  created?: { appId: string; name: string; credentials: Credentials } | undefined;
}

/**
 * The create-app page. GET: the form. POST: the app is created and its credentials rendered in
 * this answer (the secret's one showing; no redirect, since a redirect would have to carry the
 * secret in a session or URL); or the form again with 400 and each refused field named.
 */
export async function createAppPageData(page: PageRequest): Promise<CreateAppPageData | ConsoleRedirect> {
  const data = await consoleRouteData(page);
  if (data.kind === 'redirect') return data;
  if (page.request.method !== 'POST') return { ...data, status: 200 };
  const outcome = await createAppPost(page.request, data);
  if (!outcome.ok) return { ...data, status: outcome.status, refused: outcome };
  const { app, credentials } = outcome.value;
  return { ...data, status: 200, created: { appId: app.id, name: app.name, credentials } };
}
