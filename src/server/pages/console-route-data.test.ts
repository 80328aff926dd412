import { describe, expect, it } from 'vitest';
import { describeOnEveryDatabase } from '../storage/every-database.test-helper.ts';
import { consoleFixture, consoleManifest } from './console-fixtures.test-helper.ts';
import { consoleAppRouteData, consoleRouteData } from './console-route-data.ts';

describeOnEveryDatabase('console_route_data', (name, open) => {
  describe(`console route data (${name})`, () => {
    it('sends a visitor to sign in, coming back to the same page and query', async () => {
      const { page } = await consoleFixture(await open());
      const data = await consoleRouteData(page('/console/myapps/?sort=name', undefined));
      expect(data).toEqual({
        kind: 'redirect',
        location: '/account/login?returnTo=%2Fconsole%2Fmyapps%2F%3Fsort%3Dname',
      });
    });

    it('answers 404, never 403, for an app that is missing, malformed or not shared with the developer', async () => {
      const { page, developer, createApp } = await consoleFixture(await open());
      const owner = await developer();
      const stranger = await developer();
      const { app } = await createApp(owner);
      for (const [path, appId] of [
        [`/console/myapps/${app.id}/`, app.id],
        ['/console/myapps/no-such-app/', 'no-such-app'],
        ['/console/myapps/%20bad/', ' bad'],
      ] as const) {
        const data = await consoleAppRouteData(page(path, stranger), appId, 'overview');
        expect(data.kind, path).toBe('not-found');
      }
      const own = await consoleAppRouteData(page(`/console/myapps/${app.id}/`, owner), app.id, 'overview');
      expect(own.kind).toBe('app');
    });

    it('gives the owner the tabs their features and the app type allow, Delete last', async () => {
      const { page, developer, createApp } = await consoleFixture(await open());
      const owner = await developer();
      const { app } = await createApp(owner);
      const data = await consoleAppRouteData(page(`/console/myapps/${app.id}/`, owner), app.id, 'overview');
      if (data.kind !== 'app') throw new Error(data.kind);
      expect(data.tabs.map((link) => link.tab)).toEqual([
        'overview',
        'settings',
        'authorization',
        'permissions',
        'distribution',
        'members',
        'audit',
        'delete',
      ]);
      expect(data.tabs[1]).toEqual({ tab: 'settings', href: `/console/myapps/${app.id}/settings/` });
      // Environments are Forge's only: the tab's URL is a 404 like any missing page.
      const environments = await consoleAppRouteData(page('/x', owner), app.id, 'environments');
      expect(environments.kind).toBe('not-found');
    });

    it('hides the authorization tab without the authorizationTab flag, and Delete from members', async () => {
      const { page, developer, createApp, registry } = await consoleFixture(
        await open(),
        consoleManifest([]),
      );
      const owner = await developer();
      const admin = await developer();
      const { app } = await createApp(owner);
      await registry.addMember(app.id, owner, { accountId: admin.id, email: admin.email, role: 'admin' });
      expect((await consoleAppRouteData(page('/x', owner), app.id, 'authorization')).kind).toBe('not-found');
      const asAdmin = await consoleAppRouteData(page('/x', admin), app.id, 'overview');
      if (asAdmin.kind !== 'app') throw new Error(asAdmin.kind);
      expect(asAdmin.view.role).toBe('admin');
      expect(asAdmin.tabs.map((link) => link.tab)).not.toContain('delete');
      expect((await consoleAppRouteData(page('/x', admin), app.id, 'delete')).kind).toBe('not-found');
    });
  });
});
