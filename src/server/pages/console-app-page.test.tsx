import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_CALLBACK_URLS_PER_APP, QUOTA_MESSAGES } from '../../core/console/index.ts';
import { AppSettings } from '../../ui/features/console/app-settings.tsx';
import { authorizationPost } from '../console/authorization-form.ts';
import { deletePost } from '../console/delete-form.ts';
import { permissionsPost } from '../console/permissions-form.ts';
import { settingsPost } from '../console/settings-form.ts';
import { describeOnEveryDatabase } from '../storage/every-database.test-helper.ts';
import { consoleAppPage, type AppPostHandler } from './console-app-page.ts';
import { consoleFixture, type TestDeveloper } from './console-fixtures.test-helper.ts';

type Fixture = Awaited<ReturnType<typeof consoleFixture>>;

describeOnEveryDatabase('console_app_page', (name, open) => {
  describe(`console app pages' forms (${name})`, () => {
    let fixture: Fixture;
    let owner: TestDeveloper;
    let viewer: TestDeveloper;
    let stranger: TestDeveloper;
    beforeAll(async () => {
      fixture = await consoleFixture(await open());
      [owner, viewer, stranger] = [
        await fixture.developer(),
        await fixture.developer(),
        await fixture.developer(),
      ];
    }, 60_000);

    const newApp = async () => {
      const { app, credentials } = await fixture.createApp(owner, 'Forms app');
      await fixture.registry.addMember(app.id, owner, {
        accountId: viewer.id,
        email: viewer.email,
        role: 'viewer',
      });
      return { appId: app.id, credentials };
    };
    const post = (
      appId: string,
      tab: 'settings' | 'authorization' | 'permissions' | 'delete',
      handler: AppPostHandler,
      who: TestDeveloper,
      form: Record<string, string | string[]>,
    ) => consoleAppPage(fixture.page(`/console/myapps/${appId}/${tab}/`, who, form), appId, tab, handler);
    const rendered = async (result: Awaited<ReturnType<typeof consoleAppPage>>) => {
      if (result.kind !== 'app') throw new Error(`expected a page, got ${result.kind}`);
      return result;
    };

    it('redirects after a change (Post/Redirect/Get) and the change is made', async () => {
      const { appId } = await newApp();
      const result = await post(appId, 'authorization', authorizationPost, owner, {
        intent: 'add',
        callbackUrl: 'https://app.example.com/callback',
      });
      expect(result).toEqual({
        kind: 'redirect',
        location: `/console/myapps/${appId}/authorization/?done=add`,
      });
      expect((await fixture.registry.findApp(appId, owner.id))?.callbackUrls).toEqual([
        'https://app.example.com/callback',
      ]);
    });

    it('answers 400 naming the field for bad input, with what was typed', async () => {
      const { appId } = await newApp();
      const page = await rendered(
        await post(appId, 'authorization', authorizationPost, owner, {
          intent: 'add',
          callbackUrl: 'http://example.com/cb',
        }),
      );
      expect(page.status).toBe(400);
      expect(page.form.refused?.problems.map((problem) => problem.field)).toEqual(['callbackUrl']);
      expect(page.form.refused?.problems[0]?.message).toMatch(/^Callback URL must be an absolute https URL/);
      expect(page.form.refused?.fields).toEqual({ callbackUrl: 'http://example.com/cb' });
      // The page's forms post again with the token this post carried.
      expect(page.form.csrfToken).toBe('posted-token');

      const settings = await rendered(
        await post(appId, 'settings', settingsPost, owner, {
          intent: 'details',
          name: '  ',
          description: '',
        }),
      );
      expect(settings.status).toBe(400);
      expect(settings.form.refused?.problems).toEqual([{ field: 'name', message: 'App name is required' }]);
    });

    it('shows the quota message when the callback URLs are full', async () => {
      const { appId } = await newApp();
      for (let index = 0; index < MAX_CALLBACK_URLS_PER_APP; index += 1) {
        await fixture.registry.addCallbackUrl(appId, owner, `https://app.example.com/cb/${index}`);
      }
      const page = await rendered(
        await post(appId, 'authorization', authorizationPost, owner, {
          intent: 'add',
          callbackUrl: 'https://app.example.com/one-more',
        }),
      );
      expect(page.status).toBe(400);
      expect(page.form.refused?.problems).toEqual([
        { field: 'callbackUrl', message: QUOTA_MESSAGES.callbackUrls },
      ]);
    });

    it('answers 403 to a viewer who tries to change the app, and changes nothing', async () => {
      const { appId } = await newApp();
      for (const [tab, handler, form] of [
        ['settings', settingsPost, { intent: 'details', name: 'Hijacked', description: '' }],
        ['settings', settingsPost, { intent: 'rotate' }],
        ['authorization', authorizationPost, { intent: 'add', callbackUrl: 'https://evil.example/cb' }],
        ['permissions', permissionsPost, { intent: 'add', apiId: 'platform-api', scopes: 'read:me' }],
      ] as const) {
        const page = await rendered(await post(appId, tab, handler, viewer, form));
        expect(page.status, `${tab} ${form.intent}`).toBe(403);
        expect(page.credentials).toBeUndefined();
      }
      const view = await fixture.registry.findApp(appId, owner.id);
      expect(view?.app.name).toBe('Forms app');
      expect(view?.callbackUrls).toEqual([]);
      expect(view?.secretGeneration).toBe(1);
    });

    it('answers a forged NUL character with 4xx or the change, never a 500', async () => {
      const { appId } = await newApp();
      for (const [tab, handler, form] of [
        ['settings', settingsPost, { intent: 'details', name: 'Forms app', description: 'x\0' }],
        ['authorization', authorizationPost, { intent: 'add', callbackUrl: 'https://app.example.com/\0' }],
        ['authorization', authorizationPost, { intent: 'remove', callbackUrl: '\0' }],
      ] as const) {
        const result = await post(appId, tab, handler, owner, form);
        if (result.kind === 'app') expect(result.status, `${tab} ${form.intent}`).toBeLessThan(500);
      }
      const view = await fixture.registry.findApp(appId, owner.id);
      expect(JSON.stringify(view)).not.toContain('\\u0000');
    });

    it('answers 404 to a stranger posting to an app, whatever the form', async () => {
      const { appId } = await newApp();
      const result = await post(appId, 'delete', deletePost, stranger, { confirmName: 'Forms app' });
      expect(result.kind).toBe('not-found');
      expect(await fixture.registry.findApp(appId, owner.id)).toBeDefined();
    });

    it('refuses an API the policy does not offer and a scope the API does not define', async () => {
      const { appId } = await newApp();
      const unknown = await rendered(
        await post(appId, 'permissions', permissionsPost, owner, {
          intent: 'add',
          apiId: 'jira-api',
          scopes: 'read:jira-work',
        }),
      );
      expect(unknown.status).toBe(400);
      expect(unknown.form.refused?.problems).toEqual([
        { field: 'apiId', message: "API 'jira-api' is not available to you" },
      ]);
      const scope = await rendered(
        await post(appId, 'permissions', permissionsPost, owner, {
          intent: 'add',
          apiId: 'platform-api',
          scopes: ['read:me', 'write:me'],
        }),
      );
      expect(scope.form.refused?.problems.map((problem) => problem.field)).toEqual(['scopes']);
      const added = await post(appId, 'permissions', permissionsPost, owner, {
        intent: 'add',
        apiId: 'platform-api',
        scopes: 'read:me',
      });
      expect(added.kind).toBe('redirect');
      expect((await fixture.registry.findApp(appId, owner.id))?.app.enrolments).toEqual([
        { apiId: 'platform-api', scopes: ['read:me'] },
      ]);
    });

    it('renders a rotated secret in the answer to the rotation only, never on a later GET', async () => {
      const { appId, credentials } = await newApp();
      const rotated = await rendered(
        await post(appId, 'settings', settingsPost, owner, { intent: 'rotate' }),
      );
      expect(rotated.status).toBe(200);
      const secret = rotated.credentials?.clientSecret ?? '';
      expect(secret).toMatch(/^pcs_/);
      expect(secret).not.toBe(credentials.clientSecret);
      const html = (page: typeof rotated) =>
        renderToStaticMarkup(
          <AppSettings
            state={page.form}
            details={page.view.details}
            clientId={page.view.clientId}
            canRotate
            newSecret={page.credentials?.clientSecret}
          />,
        );
      expect(html(rotated)).toContain(secret);
      const later = await rendered(
        await consoleAppPage(
          fixture.page(`/console/myapps/${appId}/settings/`, owner),
          appId,
          'settings',
          settingsPost,
        ),
      );
      expect(later.credentials).toBeUndefined();
      expect(html(later)).not.toContain(secret);
      expect(html(later)).not.toContain(credentials.clientSecret);
      expect(html(later)).toContain(credentials.clientId);
    });

    it('deletes only when the app name is typed exactly, then lands on the list', async () => {
      const { appId } = await newApp();
      const wrong = await rendered(
        await post(appId, 'delete', deletePost, owner, { confirmName: 'forms app' }),
      );
      expect(wrong.status).toBe(400);
      expect(wrong.form.refused?.problems.map((problem) => problem.field)).toEqual(['confirmName']);
      const viewerTry = await consoleAppPage(
        fixture.page(`/console/myapps/${appId}/delete/`, viewer, { confirmName: 'Forms app' }),
        appId,
        'delete',
        deletePost,
      );
      expect(viewerTry.kind).toBe('not-found');
      const done = await post(appId, 'delete', deletePost, owner, { confirmName: 'Forms app' });
      expect(done).toEqual({ kind: 'redirect', location: '/console/myapps/?deleted=1' });
      expect(await fixture.registry.findApp(appId, owner.id)).toBeUndefined();
    });

    it('answers 405 to a post to a page without forms', async () => {
      const { appId } = await newApp();
      const page = await rendered(
        await consoleAppPage(
          fixture.page(`/console/myapps/${appId}/`, owner, { anything: 'x' }),
          appId,
          'overview',
        ),
      );
      expect(page.status).toBe(405);
    });
  });
});
