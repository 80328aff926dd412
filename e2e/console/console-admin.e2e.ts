/**
 * The console's administration pages of an app, in a real browser and without JavaScript in the
 * forms' path: going public (the missing requirements named, then filled), the deployments API
 * reported on the environments page, outbound auth services added, refused and removed (the
 * secret never shown again), a member added who then sees the app read-only (403 on a post, 404
 * for a stranger), and the audit log naming who did what, the app itself included. The portal
 * runs on a content root of its own whose site switches on direct app distribution and outbound
 * auth for every developer (the sample content does not). Keyboard use and 320 px width too.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { minimalContentFiles, writeContentRoot } from '../../src/core/content/test-fixture.node.ts';
import {
  browser,
  EXTRA_PORTAL_HOOK_TIMEOUT_MS,
  expectNoAxeViolations,
  registerOverHttp,
  signInOverHttp,
  startExtraPortal,
  type ExtraPortal,
} from '../harness/index.ts';

const PASSWORD = 'a long e2e password';
const uniqueEmail = (name: string) => `${name}-${randomBytes(4).toString('hex')}@customer.example.org`;
const owner = uniqueEmail('owner');
const member = uniqueEmail('member');
const stranger = uniqueEmail('stranger');

describe('console administration pages', () => {
  let portal: ExtraPortal;
  let root: string;
  let buildDir: string;
  let ownerContext: BrowserContext;
  let page: Page;
  let appId = '';
  let clientId = '';
  let clientSecret = '';
  const appPath = (tab: string) => `/console/myapps/${appId}/${tab}`;

  /** A browser context signed in as `email` (the session cookie of a sign-in over HTTP). */
  async function signedIn(email: string, width = 1280): Promise<BrowserContext> {
    const session = await signInOverHttp(portal.baseUrl, email, PASSWORD);
    const context = await (
      await browser()
    ).newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
    await context.addCookies([{ name: 'portico_session', value: session, url: portal.baseUrl }]);
    return context;
  }

  /**
   * Submits the form of `button`, waits for the page that follows, and returns the status of
   * the answer to the post itself: 303 for a change done (Post/Redirect/Get), 4xx for a refusal.
   */
  async function submit(target: Page, button: Locator): Promise<number> {
    const [response] = await Promise.all([
      // The form's own post, not the heartbeat the page may send meanwhile.
      target.waitForResponse(
        (answer) => answer.request().method() === 'POST' && answer.request().isNavigationRequest(),
      ),
      button.click(),
    ]);
    await target.waitForLoadState('load');
    return response.status();
  }

  before(
    async () => {
      const files = minimalContentFiles();
      root = await writeContentRoot({
        ...files,
        'site.yaml': {
          ...(files['site.yaml'] as object),
          consoleFlags: ['directAppDistribution', 'outbound-auth'],
        },
      });
      buildDir = await mkdtemp(join(tmpdir(), 'portico-e2e-console-admin-build-'));
      portal = await startExtraPortal('console-admin', { CONTENT_DIR: root, PORTICO_BUILD_DIR: buildDir });
      for (const email of [owner, member, stranger]) {
        await registerOverHttp(portal.baseUrl, {
          email,
          screenName: email.split('@')[0]!,
          password: PASSWORD,
        });
      }
      ownerContext = await signedIn(owner);
      page = await ownerContext.newPage();
    },
    { timeout: EXTRA_PORTAL_HOOK_TIMEOUT_MS },
  );

  after(async () => {
    await ownerContext?.close();
    await portal?.stop();
    if (root) await rm(root, { recursive: true, force: true });
    if (buildDir) await rm(buildDir, { recursive: true, force: true });
  });

  it('creates a Forge app and keeps its credentials for the deployments API', async () => {
    await page.goto(portal.url('/apps/create'));
    await page.getByLabel('Forge app').check();
    await page.getByLabel('App name').fill('Admin E2E app');
    await page.getByLabel('I accept the developer terms').check();
    assert.equal(await submit(page, page.getByTestId('console-create-submit')), 200);
    clientId = (await page.getByTestId('console-client-id').textContent())!.trim();
    clientSecret = (await page.getByTestId('console-client-secret').textContent())!.trim();
    const href = await page.getByTestId('console-open-app').getAttribute('href');
    appId = /\/console\/myapps\/([^/]+)\//.exec(href ?? '')?.[1] ?? '';
    assert.ok(appId && clientId && clientSecret.startsWith('pcs_'));
  });

  it('names what going public needs, refuses it, then makes the app public once it is filled', async () => {
    await page.goto(portal.url(appPath('distribution/')));
    const requirements = page.getByTestId('requirements');
    for (const missing of ['Vendor name', 'Privacy policy', 'Terms of service', 'Contact link']) {
      assert.match(
        await requirements.innerText(),
        new RegExp(`${missing} is required to make an app public`),
      );
    }
    await page.getByTestId('distribution-public').check();
    assert.equal(await submit(page, page.getByRole('button', { name: 'Save distribution' })), 400);
    const summary = page.getByTestId('distribution-errors');
    assert.match(await summary.innerText(), /Vendor name is required to make an app public/);
    assert.match(await summary.innerText(), /Contact link is required to make an app public/);
    await summary.getByRole('link', { name: /Vendor name/ }).click();
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('name')), 'vendorName');

    await page.getByLabel('Vendor name').fill('E2E Vendor');
    await page.getByLabel('Privacy policy').fill('https://vendor.example/privacy');
    await page.getByLabel('Terms of service').fill('https://vendor.example/terms');
    await page.getByLabel('Contact link').fill('mailto:apps@vendor.example');
    assert.equal(await page.getByTestId('distribution-public').isChecked(), true, 'the typed choice is kept');
    assert.equal(await submit(page, page.getByRole('button', { name: 'Save distribution' })), 303);
    assert.match(new URL(page.url()).search, /done=save/);
    await page.getByTestId('distribution-saved').waitFor();
    assert.match(await requirements.innerText(), /Everything needed to make the app public is in place/);
    assert.equal(await page.getByTestId('distribution-public').isChecked(), true);
  });

  it('shows a deployment the app reported with its client credentials', async () => {
    const api = portal.url(`/api/console/apps/${appId}/deployments`);
    const basic = (secret: string) => `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`;
    const refused = await fetch(api, {
      method: 'POST',
      headers: { authorization: basic('wrong') },
      body: '{}',
    });
    assert.equal(refused.status, 401);
    assert.match(refused.headers.get('www-authenticate') ?? '', /^Basic /);
    const recorded = await fetch(api, {
      method: 'POST',
      headers: { authorization: basic(clientSecret), 'content-type': 'application/json' },
      body: JSON.stringify({ environment: 'PRODUCTION', status: 'DONE', version: 'e2e-1.0.0' }),
    });
    assert.equal(recorded.status, 201);

    await page.goto(portal.url(appPath('environments/')));
    const production = await page.getByTestId('last-deployment-PRODUCTION').innerText();
    assert.match(production, /Done/);
    assert.match(production, /e2e-1\.0\.0/);
    assert.match(await page.getByTestId('last-deployment-STAGING').innerText(), /Never deployed/);
    const command = await page.getByTestId('record-command').innerText();
    assert.ok(command.includes(clientId) && command.includes('$CLIENT_SECRET'));
    assert.ok(!(await page.content()).includes(clientSecret), 'the secret is never on the page');
  });

  it('adds, refuses and removes outbound auth services, never showing a secret again', async () => {
    await page.goto(portal.url(appPath('outbound-auth/')));
    await page.getByTestId('outbound-none').waitFor();
    const form = page.getByTestId('outbound-form');
    await form.getByLabel('Provider').selectOption('oauth2');
    await form.getByLabel('Service key').fill('crm');
    await form.getByLabel('Client ID').fill('crm-client');
    await form.getByLabel('Client secret').fill('crm-secret-value');
    await form.getByLabel('Authorization URL').fill('https://crm.example/auth');
    await form.getByLabel('Token URL').fill('https://crm.example/token');
    assert.equal(await submit(page, page.getByRole('button', { name: 'Save service' })), 400);
    assert.match(await page.getByTestId('outbound-errors').innerText(), /Profile retriever URL/);
    assert.equal(await form.getByLabel('Client secret').inputValue(), '', 'a refused secret is not echoed');
    assert.ok(!(await page.content()).includes('crm-secret-value'));

    await form.getByLabel('Provider').selectOption('google');
    await form.getByLabel('Service key').fill('google-drive');
    await form.getByLabel('Client ID').fill('google-client');
    await form.getByLabel('Client secret').fill('google-secret-value');
    assert.equal(await submit(page, page.getByRole('button', { name: 'Save service' })), 303);
    await page.getByTestId('outbound-saved').waitFor();
    assert.match(await page.getByTestId('outbound-google-drive').innerText(), /google-client/);
    assert.ok(!(await page.content()).includes('google-secret-value'));

    assert.equal(await submit(page, page.getByRole('button', { name: 'Remove google-drive' })), 303);
    await page.getByTestId('outbound-removed').waitFor();
    assert.equal(await page.getByTestId('outbound-google-drive').count(), 0);
  });

  it('adds a member by the address of their account, who then sees the app read-only', async () => {
    await page.goto(portal.url(appPath('members/')));
    const add = page.getByTestId('members-add');
    await add.getByLabel('Email').fill(uniqueEmail('nobody'));
    assert.equal(await submit(page, page.getByRole('button', { name: 'Add member' })), 400);
    assert.match(await page.getByTestId('members-errors').innerText(), /no portal account uses this address/);

    // By keyboard: the email field, then Tab to the role, Tab to the button, Enter.
    await add.getByLabel('Email').fill(member);
    await add.getByLabel('Email').focus();
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('name')), 'role');
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Add member');
    await Promise.all([
      page.waitForURL((url) => url.search.includes('done=add')),
      page.keyboard.press('Enter'),
    ]);
    assert.match(await page.getByTestId('members').innerText(), new RegExp(member.replace(/[.+]/g, '\\$&')));

    const memberContext = await signedIn(member);
    try {
      const memberPage = await memberContext.newPage();
      const answer = await memberPage.goto(portal.url(appPath('distribution/')));
      assert.equal(answer?.status(), 200);
      assert.match(
        await memberPage.locator('main').innerText(),
        /Your role lets you look at this page but not change it/,
      );
      assert.equal(await memberPage.getByRole('button', { name: 'Save distribution' }).count(), 0);
      const status = await memberPage.evaluate(async (path) => {
        const token = document.querySelector('meta[name="csrf"]')?.getAttribute('content') ?? '';
        const body = new URLSearchParams({ csrf: token, intent: 'save', distributionStatus: 'development' });
        return (await fetch(path, { method: 'POST', body })).status;
      }, appPath('distribution/'));
      assert.equal(status, 403, 'a viewer’s post is refused');
      await memberPage.goto(portal.url(appPath('members/')));
      assert.equal(await memberPage.getByTestId('members-add').count(), 0);
    } finally {
      await memberContext.close();
    }
    const strangerContext = await signedIn(stranger);
    try {
      const answer = await (await strangerContext.newPage()).goto(portal.url(appPath('audit-log/')));
      assert.equal(answer?.status(), 404);
    } finally {
      await strangerContext.close();
    }
  });

  it('lists who changed what in the audit log, newest first, the app itself included', async () => {
    await page.goto(portal.url(appPath('audit-log/')));
    const actions = await page
      .getByTestId('audit-entry')
      .evaluateAll((entries) => entries.map((entry) => entry.getAttribute('data-action')));
    assert.deepEqual(actions, [
      'member.added',
      'outbound-auth.removed',
      'outbound-auth.added',
      'deployment.recorded',
      'distribution.changed',
      'app.created',
    ]);
    const entries = page.getByTestId('audit-entry');
    assert.match(await entries.nth(0).innerText(), new RegExp(owner.replace(/[.+]/g, '\\$&')));
    assert.match(await entries.nth(3).innerText(), new RegExp(`The app itself \\(client ID ${clientId}\\)`));
  });

  it('fits 320 px without horizontal scroll and passes axe on every page', async () => {
    const narrow = await signedIn(owner, 320);
    try {
      const small = await narrow.newPage();
      for (const tab of ['distribution/', 'environments/', 'outbound-auth/', 'members/', 'audit-log/']) {
        const answer = await small.goto(portal.url(appPath(tab)));
        assert.equal(answer?.status(), 200, tab);
        const { overflow, widest, actions } = await small.evaluate(() => {
          const limit = document.documentElement.clientWidth;
          // The innermost element that reaches past the viewport, to name the culprit.
          const past = [...document.querySelectorAll<HTMLElement>('body *')].filter(
            (element) => element.getBoundingClientRect().right > limit + 0.5,
          );
          const innermost = past.filter(
            (element) => !past.some((other) => other !== element && element.contains(other)),
          );
          const actions = [
            // The header's actions (the menu button's row) and the home link: CSS module class names
            // are short hashes, so the row is found from the button in it.
            ...(document.querySelector('header [data-testid="menu-button"]')?.parentElement?.children ?? []),
            ...document.querySelectorAll('header a[data-testid="home-link"]'),
          ].map(
            (element) =>
              `${element.tagName}.${String(element.className).split(' ')[0]}:${Math.round(element.getBoundingClientRect().width)}`,
          );
          return {
            actions,
            overflow: document.documentElement.scrollWidth - limit,
            widest: innermost.slice(0, 3).map((element) => {
              const path: string[] = [];
              for (let at: Element | null = element; at && path.length < 6; at = at.parentElement)
                path.unshift(
                  `${at.tagName.toLowerCase()}${at.className && typeof at.className === 'string' ? `.${at.className.split(' ')[0]}` : ''}`,
                );
              return `${path.join(' > ')} (right ${Math.round(element.getBoundingClientRect().right)})`;
            }),
          };
        });
        assert.ok(
          overflow <= 0,
          `${tab} scrolls sideways by ${overflow}px at 320px: ${widest.join(' | ')} [${actions.join(' ')}]`,
        );
        await expectNoAxeViolations(small);
      }
    } finally {
      await narrow.close();
    }
  });
});
