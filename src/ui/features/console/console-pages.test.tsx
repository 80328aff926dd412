import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ConsoleApp } from '../../../schemas/console.ts';
import { MyAppsQuerySchema } from '../../../schemas/console.ts';
import { payloadFor } from '../../i18n/catalogues.ts';
import { headingSkips, textOf } from '../../kit/testing/markup.test-helper.ts';
import { AppAvatarSection } from './app-avatar-section.tsx';
import { AuthorizationTab } from './authorization-tab.tsx';
import { ConsoleAppShell } from './console-app-shell.tsx';
import { CreateAppPage } from './create-app-page.tsx';
import { CONSOLE_CATALOGUES } from './messages.ts';
import { MyAppsPage } from './my-apps-page.tsx';

const EN = payloadFor('en', ...CONSOLE_CATALOGUES);
const FR = payloadFor('fr', ...CONSOLE_CATALOGUES);
const GB = payloadFor('en_GB', ...CONSOLE_CATALOGUES);
const app: ConsoleApp = {
  id: 'app-1',
  name: 'Weather <sync>',
  updatedAt: '2026-11-20T10:00:00.000Z',
  description: '',
  appType: 'oauth2',
  hasPDReportingApiImplemented: false,
  enrolments: [],
  distributionStatus: 'development',
  caasEnvironments: [],
  featureTags: [],
  authenticationTypes: [],
};
const query = MyAppsQuerySchema.parse({});

describe('console pages', () => {
  it('show an empty list as a clear state with the way to create an app', () => {
    const html = renderToStaticMarkup(
      <MyAppsPage i18n={EN} apps={[]} total={0} query={query} listPath="/console/myapps/" deleted={false} />,
    );
    expect(textOf(html)).toContain('You have no apps yet.');
    expect(html).toContain('href="/apps/create"');
    expect(html).not.toContain('<form');
  });

  it('list apps with a GET filter form whose controls are labelled, names escaped', () => {
    const html = renderToStaticMarkup(
      <MyAppsPage i18n={EN} apps={[app]} total={3} query={query} listPath="/console/myapps/" deleted />,
    );
    expect(html).toMatch(/<form[^>]*action="\/console\/myapps\/" method="get"/);
    for (const id of ['q', 'type', 'status', 'sort', 'dir'])
      expect(html).toContain(`for="console-list-${id}"`);
    expect(html).toContain('Weather &lt;sync&gt;');
    expect(html).toContain('href="/console/myapps/app-1/"');
    expect(textOf(html)).toContain('1 of 3 apps');
    expect(textOf(html)).toContain('The app was deleted.');
  });

  it('tie each refused create field to its error and keep what was typed', () => {
    const html = renderToStaticMarkup(
      <CreateAppPage
        i18n={EN}
        csrfToken="tok"
        action="/apps/create"
        termsHref="/terms/"
        refused={{
          problems: [
            { field: 'name', message: 'App name is required' },
            { field: 'acceptTerms', message: 'Terms acceptance is required' },
          ],
          fields: { name: '', appType: 'forge' },
        }}
      />,
    );
    expect(html).toContain('<input type="hidden" name="csrf" value="tok"/>');
    expect(html).toContain('href="#console-create-name"');
    expect(html).toMatch(/id="console-create-name"[^>]*aria-describedby="console-create-name-error/);
    expect(html).toMatch(/aria-describedby="console-create-acceptTerms-error"/);
    expect(html).toMatch(/name="appType" checked="" value="forge"/);
    expect(headingSkips(html)).toEqual([]);
  });

  it('show the created secret with its once-only warning, and no form', () => {
    const html = renderToStaticMarkup(
      <CreateAppPage
        i18n={EN}
        csrfToken="tok"
        action="/apps/create"
        termsHref="/terms/"
        created={{ appId: 'app-1', name: 'Weather', clientId: 'c'.repeat(32), clientSecret: 'pcs_secret' }}
      />,
    );
    expect(html).toContain('pcs_secret');
    expect(textOf(html)).toContain('It is shown only this once');
    expect(html).toContain('href="/console/myapps/app-1/"');
    expect(html).not.toContain('<form');
  });

  it('mark the current tab and name the tabs in the reader’s language', () => {
    const tabs = [
      { tab: 'overview' as const, href: '/console/myapps/app-1/' },
      { tab: 'authorization' as const, href: '/console/myapps/app-1/authorization/' },
      { tab: 'outbound-auth' as const, href: '/console/myapps/app-1/outbound-auth/' },
    ];
    const render = (i18n: typeof EN) =>
      renderToStaticMarkup(
        <ConsoleAppShell i18n={i18n} app={app} role="viewer" tab="authorization" tabs={tabs}>
          <AuthorizationTab
            state={{ action: '/x', csrfToken: 't', canEdit: false }}
            callbackUrls={['https://a.example/cb']}
          />
        </ConsoleAppShell>,
      );
    const html = render(EN);
    expect(html).toMatch(/aria-current="page"[^>]*data-tab="authorization"/);
    expect(textOf(html)).toContain('Your role: Viewer');
    // A viewer sees the URLs but no form to change them.
    expect(html).toContain('https://a.example/cb');
    expect(html).not.toContain('<form');
    expect(textOf(render(FR))).toContain('Authentification sortante');
    expect(textOf(render(GB))).toContain('Authorisation');
  });

  it('show the app avatar square, the ship icon without one, in the list and the tab header', () => {
    const withAvatar = { ...app, avatarFileId: 'f1_abc' };
    const list = renderToStaticMarkup(
      <MyAppsPage
        i18n={EN}
        apps={[withAvatar, { ...app, id: 'app-2' }]}
        total={2}
        query={query}
        listPath="/x"
        deleted={false}
      />,
    );
    expect(list).toContain('src="/api/console/app-avatar/f1_abc"');
    expect(list.match(/data-appearance="square"/g)).toHaveLength(2);
    // The app without an avatar shows the ship icon: an svg, no image.
    expect(list.match(/<img/g)).toHaveLength(1);
    const shell = renderToStaticMarkup(
      <ConsoleAppShell i18n={EN} app={withAvatar} role="owner" tab="overview" tabs={[]}>
        <p />
      </ConsoleAppShell>,
    );
    expect(shell).toMatch(
      /data-appearance="square"[^>]*>.*<img[^>]*src="\/api\/console\/app-avatar\/f1_abc"/,
    );
  });

  it('give the avatar a multipart form with the CSRF field, its error tied to the file control', () => {
    const state = {
      action: '/console/myapps/app-1/settings/',
      csrfToken: 'tok',
      canEdit: true,
      refused: {
        intent: 'avatar',
        status: 400 as const,
        problems: [{ field: 'avatar', message: 'App avatar: the file is larger than 256 KB' }],
        fields: {},
      },
    };
    const render = (avatarFileId: string | undefined, canEdit = true) =>
      renderToStaticMarkup(
        <ConsoleAppShell i18n={EN} app={app} role="owner" tab="settings" tabs={[]}>
          <AppAvatarSection state={{ ...state, canEdit }} avatarFileId={avatarFileId} />
        </ConsoleAppShell>,
      );
    const html = render(undefined);
    const upload = /<form[^>]*data-testid="console-avatar-form"[^>]*>/.exec(html)?.[0] ?? '';
    expect(upload).toMatch(/enctype="multipart\/form-data"/i);
    expect(upload).toContain('method="post"');
    expect(html).toContain('name="csrf" value="tok"');
    expect(html).toMatch(
      /<input[^>]*id="console-avatar-avatar"[^>]*aria-describedby="console-avatar-avatar-error console-avatar-avatar-hint"[^>]*aria-invalid="true"[^>]*type="file"/,
    );
    expect(html).toContain('href="#console-avatar-avatar"');
    expect(html).not.toContain('value="avatar-remove"');
    expect(render('f1')).toContain('value="avatar-remove"');
    // A viewer sees the avatar, no form.
    expect(render('f1', false)).not.toContain('<form');
  });
});
