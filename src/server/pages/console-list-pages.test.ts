import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_APPS_PER_DEVELOPER, QUOTA_MESSAGES } from '../../core/console/index.ts';
import { describeOnEveryDatabase } from '../storage/every-database.test-helper.ts';
import { consoleFixture, type TestDeveloper } from './console-fixtures.test-helper.ts';
import { createAppPageData, myAppsPageData } from './console-list-pages.ts';

type Fixture = Awaited<ReturnType<typeof consoleFixture>>;

describeOnEveryDatabase('console_list_pages', (name, open) => {
  describe(`my apps and create app (${name})`, () => {
    let fixture: Fixture;
    beforeAll(async () => {
      fixture = await consoleFixture(await open());
    }, 60_000);

    const created = async (who: TestDeveloper, form: Record<string, string>) => {
      const data = await createAppPageData(fixture.page('/apps/create', who, form));
      if (data.kind === 'redirect') throw new Error('redirected');
      return data;
    };

    it('sends a visitor to sign in from both pages, posts included', async () => {
      expect(await myAppsPageData(fixture.page('/console/myapps/', undefined))).toMatchObject({
        kind: 'redirect',
      });
      expect(await createAppPageData(fixture.page('/apps/create', undefined, { name: 'x' }))).toEqual({
        kind: 'redirect',
        location: '/account/login?returnTo=%2Fapps%2Fcreate',
      });
    });

    it('creates an app and gives its credentials in the answer to the post', async () => {
      const owner = await fixture.developer();
      const data = await created(owner, { name: ' Weather sync ', appType: 'forge', acceptTerms: 'on' });
      expect(data.status).toBe(200);
      expect(data.created?.name).toBe('Weather sync');
      expect(data.created?.credentials.clientSecret).toMatch(/^pcs_/);
      const view = await fixture.registry.findApp(data.created!.appId, owner.id);
      expect(view?.app.appType).toBe('forge');
      expect(view?.clientId).toBe(data.created?.credentials.clientId);
    });

    it('names every missing field with 400: kind, name, terms', async () => {
      const owner = await fixture.developer();
      const data = await created(owner, { name: '' });
      expect(data.status).toBe(400);
      expect(data.created).toBeUndefined();
      expect(data.refused?.problems.map((problem) => problem.field).sort()).toEqual([
        'acceptTerms',
        'appType',
        'name',
      ]);
      const terms = await created(owner, { name: 'Kept', appType: 'oauth2' });
      expect(terms.refused?.problems).toEqual([
        {
          field: 'acceptTerms',
          message: 'Terms acceptance is required: accept the developer terms to create an app',
        },
      ]);
      expect(terms.refused?.fields).toMatchObject({ name: 'Kept', appType: 'oauth2' });
      expect(await fixture.registry.listApps(owner.id)).toEqual([]);
    });

    it('says the quota is reached on the name field when the developer has the most apps', async () => {
      const owner = await fixture.developer();
      for (let index = 0; index < MAX_APPS_PER_DEVELOPER; index += 1)
        await fixture.createApp(owner, `App ${index}`);
      const data = await created(owner, { name: 'One more', appType: 'oauth2', acceptTerms: 'on' });
      expect(data.status).toBe(400);
      expect(data.refused?.problems).toEqual([{ field: 'name', message: QUOTA_MESSAGES.apps }]);
    }, 60_000);

    it('lists the developer’s apps filtered and sorted by the query; another developer sees none of them', async () => {
      const owner = await fixture.developer();
      await fixture.createApp(owner, 'Beta', 'forge');
      await fixture.createApp(owner, 'alpha');
      await fixture.createApp(owner, 'Gamma');
      const list = async (query: string, who = owner) => {
        const data = await myAppsPageData(fixture.page(`/console/myapps/${query}`, who));
        if (data.kind === 'redirect') throw new Error('redirected');
        return data;
      };
      const byName = await list('?sort=name');
      expect(byName.apps.map((app) => app.name)).toEqual(['alpha', 'Beta', 'Gamma']);
      expect(byName.total).toBe(3);
      expect((await list('?sort=name&dir=desc&type=oauth2')).apps.map((app) => app.name)).toEqual([
        'Gamma',
        'alpha',
      ]);
      expect((await list('?q=ET')).apps.map((app) => app.name)).toEqual(['Beta']);
      expect((await list('?status=public')).apps).toEqual([]);
      // Unknown values fall back to the defaults rather than failing.
      expect((await list('?sort=colour&type=boat')).apps).toHaveLength(3);
      const other = await list('', await fixture.developer());
      expect(other.total).toBe(0);
      expect((await list('?deleted=1')).deleted).toBe(true);
    });
  });
});
