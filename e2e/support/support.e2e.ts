/**
 * Support (spec §2.1 /support, §2.3 the support portal list, §5, §7 GET /api/servicedeskapi/request):
 * the support page for anonymous and signed-in visitors on both of its URLs, raising a request
 * with the form (with and without JavaScript), the request list the My Requests control opens,
 * the API, CSRF, and accessibility. The header control itself: my-requests.e2e.ts.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import {
  browser,
  e2eSpec,
  expectNoAxeViolations,
  portal,
  PORTAL_START_TIMEOUT_MS,
  waitForHydration,
} from '../harness/index.ts';
import {
  API,
  PASSWORD,
  apiList,
  cookieHeader,
  createAccount,
  raise,
  signIn,
  supportPage,
  uniqueEmail,
} from './support-helpers.ts';

const spec = e2eSpec(import.meta.url);
/** An account made over HTTP in `before`, for the checks that only need someone signed in. */
const shared = { email: uniqueEmail('support'), screenName: 'Support E2E' };

describe('support', () => {
  before(
    async () => {
      await portal();
      await createAccount(shared);
    },
    { timeout: PORTAL_START_TIMEOUT_MS },
  );

  it('answers /support and /support/ for anonymous visitors: content channels and a sign-in link', async (t) => {
    await spec.atWidths(t, async (view) => {
      const { page } = view;
      for (const path of ['/support', '/support/']) {
        const response = await view.goto(path);
        assert.equal(response.status(), 200, path);
        assert.equal(new URL(page.url()).pathname, path, 'no redirect');
        const channels = page.getByTestId('support-channels').getByRole('link');
        assert.deepEqual(
          (await channels.evaluateAll((links) => links.map((a) => a.firstChild?.textContent))).map((s) =>
            s?.trim(),
          ),
          supportPage.channels.map((c) => c.title),
        );
        const signIn = page.getByTestId('support-sign-in');
        assert.equal(
          await signIn.getAttribute('href'),
          `/account/login?returnTo=${encodeURIComponent(path)}`,
        );
        assert.equal(await page.getByTestId('support-request-form').count(), 0);
      }
      await view.screenshot('anonymous');
    });
  });

  it('lets a new user register from the page, raise a request with the form, see it listed and read it from the API', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        const { page } = view;
        await view.goto('/support/');
        await page.getByTestId('support-sign-in').click();
        await page.waitForURL((url) => url.pathname === '/account/login');
        await page.getByRole('link', { name: 'Create an account' }).click();
        const email = uniqueEmail('raiser');
        await page.getByLabel('Email').fill(email);
        await page.getByLabel('Screen name').fill('Raiser E2E');
        await page.getByLabel('Password').fill(PASSWORD);
        // Registering signs nobody in: "check your email", whose sign-in link keeps returnTo.
        await Promise.all([
          page.waitForURL((url) => url.pathname === '/account/check-email'),
          page.getByTestId('register-submit').click(),
        ]);
        await Promise.all([
          page.waitForURL((url) => url.pathname === '/account/login'),
          page.getByTestId('check-email-sign-in').click(),
        ]);
        await page.getByLabel('Email').fill(email);
        await page.getByLabel('Password').fill(PASSWORD);
        await Promise.all([
          page.waitForURL((url) => url.pathname === '/support/'),
          page.getByTestId('login-submit').click(),
        ]);
        await waitForHydration(page);
        assert.equal(await page.getByTestId('support-no-requests').isVisible(), true);
        // Spec §5: the required fields carry an asterisk.
        for (const label of ['Summary', 'Product or category', 'Description']) {
          const text = await page.locator(`label:has-text("${label}")`).textContent();
          assert.match(text ?? '', / \*$/, label);
        }

        const category = supportPage.categories[1]!;
        await raise(page, {
          summary: 'Webhook delivery fails with 500',
          category: category.title,
          description: 'Since Monday.\nX-Request-Id: e2e-1',
        });
        const landed = new URL(page.url());
        assert.equal(landed.pathname, '/support/');
        assert.equal(landed.hash, '#support-form');
        const key = landed.searchParams.get('created')!;
        assert.match(key, /^REQ-\d+$/);
        assert.match(
          (await page.getByTestId('support-created').textContent()) ?? '',
          new RegExp(`Your request ${key} was sent`),
        );
        const listed = page.getByTestId('support-requests').locator(`[data-key="${key}"]`);
        assert.match((await listed.textContent()) ?? '', /Webhook delivery fails with 500/);
        assert.equal(await listed.getAttribute('data-state'), 'open');
        await view.screenshot('raised');

        // The API (spec §7): the user's open requests as { values: [...] }.
        const { status, body } = await apiList(page);
        assert.equal(status, 200);
        const values = body['values'] as Record<string, unknown>[];
        assert.deepEqual(
          values.map((v) => v['issueKey']),
          [key],
        );
        assert.equal(values[0]!['summary'], 'Webhook delivery fails with 500');
        assert.equal(values[0]!['requestTypeId'], category.id);
        assert.deepEqual(values[0]!['currentStatus'], {
          status: 'Waiting for support',
          statusCategory: 'NEW',
          statusDate: (values[0]!['currentStatus'] as { statusDate: unknown }).statusDate,
        });

        // The full list, as the My Requests control opens it.
        await Promise.all([
          page.waitForURL(/\/support\/requests/),
          page.getByTestId('support-all-requests').click(),
        ]);
        assert.equal(new URL(page.url()).search, '?page=1&statuses=open');
        assert.equal(await page.getByTestId('support-requests').locator(`[data-key="${key}"]`).count(), 1);
        await page.getByRole('link', { name: 'Closed' }).click();
        await page.getByTestId('support-no-requests').waitFor();
        assert.equal(new URL(page.url()).searchParams.get('statuses'), 'closed');

        // The embedded desk's status is the portal's own words: in French, it is French.
        await page.context().addCookies([{ name: 'portico_locale', value: 'fr', url: page.url() }]);
        await page.goto(page.url().replace('statuses=closed', 'statuses=open'));
        assert.match(
          (await page.getByTestId('support-requests').locator(`[data-key="${key}"]`).textContent()) ?? '',
          /Statut\s:\sEn attente du support/,
        );
        await page.context().addCookies([{ name: 'portico_locale', value: 'en', url: page.url() }]);
        assert.deepEqual(view.pageErrors, []);
      },
      { widths: [375, 1280] },
    );
  });

  it('works without JavaScript: a refused post shows its messages and keeps the text; a good one redirects', async () => {
    const context = await (
      await browser()
    ).newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      const goto = async (path: string) => (await page.goto((await portal()).url(path)))!;
      await signIn(page, goto, shared.email, '/support');
      assert.equal(new URL(page.url()).pathname, '/support');
      // Spaces pass the browser's `required` check; the server refuses them.
      await page.getByLabel('Summary').fill('   ');
      await page.getByLabel('Product or category').selectOption({ index: 1 });
      await page.getByLabel('Description').fill('Kept after the refusal.');
      await Promise.all([page.waitForURL(/error=invalid/), page.getByTestId('support-submit').click()]);
      assert.match((await page.getByTestId('support-form-errors').textContent()) ?? '', /Enter a summary\./);
      assert.equal(await page.getByTestId('support-summary-error').textContent(), 'Enter a summary.');
      assert.equal(await page.getByLabel('Summary').getAttribute('aria-invalid'), 'true');
      assert.equal(await page.getByLabel('Description').inputValue(), 'Kept after the refusal.');
      assert.equal(await page.getByLabel('Product or category').inputValue(), supportPage.categories[0]!.id);
      await page.getByLabel('Summary').fill('Raised without JavaScript');
      await Promise.all([page.waitForURL(/created=/), page.getByTestId('support-submit').click()]);
      const key = new URL(page.url()).searchParams.get('created')!;
      assert.equal(await page.getByTestId('support-requests').locator(`[data-key="${key}"]`).count(), 1);
      assert.equal(await page.getByTestId('support-form-errors').count(), 0);
    } finally {
      await context.close();
    }
  });

  it('refuses posts without the CSRF token, anonymous API calls and bad queries', async () => {
    const { url } = await portal();
    const context = await (await browser()).newContext();
    try {
      const page = await context.newPage();
      await signIn(page, async (path) => (await page.goto(url(path)))!, shared.email, '/support/');
      const cookie = await cookieHeader(context);
      const before = ((await apiList(page, '?requestStatus=ALL_REQUESTS')).body['values'] as unknown[])
        .length;
      for (const headers of [
        { 'content-type': 'application/x-www-form-urlencoded' },
        { 'content-type': 'application/json' },
      ]) {
        const body = headers['content-type'].includes('json')
          ? JSON.stringify({ requestFieldValues: { summary: 'forged', description: 'forged' } })
          : new URLSearchParams({ summary: 'forged', description: 'forged', category: 'forge' });
        const response = await fetch(url(API), {
          method: 'POST',
          headers: { ...headers, cookie },
          body,
          redirect: 'manual',
        });
        assert.equal(response.status, 403);
        assert.deepEqual(await response.json(), { error: 'Missing or invalid CSRF token.' });
      }
      assert.equal(
        ((await apiList(page, '?requestStatus=ALL_REQUESTS')).body['values'] as unknown[]).length,
        before,
      );

      const anonymous = await fetch(url(API));
      assert.equal(anonymous.status, 401);
      assert.match(anonymous.headers.get('content-type') ?? '', /application\/json/);
      const bad = await apiList(page, '?requestStatus=SOMETIMES');
      assert.equal(bad.status, 400);
      assert.match(String(bad.body['error']), /requestStatus must be one of/);
      const badList = await page.goto(url('/support/requests?page=zero&statuses=open'));
      assert.equal(badList!.status(), 400);
      await page.getByTestId('support-bad-query').waitFor();
    } finally {
      await context.close();
    }
  });

  it('is accessible (axe) signed out and signed in, in light, dark and increased contrast', async (t) => {
    for (const options of [
      { colorScheme: 'light' as const },
      { colorScheme: 'dark' as const },
      { contrast: 'more' as const },
    ]) {
      await spec.atWidths(
        t,
        async (view) => {
          const { page } = view;
          await view.goto('/support/');
          await waitForHydration(page);
          await expectNoAxeViolations(page);
          await signIn(page, view.goto, shared.email, '/support/');
          // The refused form: error summary, messages beside the fields, invalid fields.
          await page.getByLabel('Summary').fill(' ');
          await page.getByLabel('Product or category').selectOption({ index: 1 });
          await page.getByLabel('Description').fill(' ');
          await Promise.all([page.waitForURL(/error=invalid/), page.getByTestId('support-submit').click()]);
          await page.getByTestId('support-form-errors').waitFor();
          await waitForHydration(page);
          await expectNoAxeViolations(page);
          await view.goto('/support/requests?page=1&statuses=all');
          await waitForHydration(page);
          await expectNoAxeViolations(page);
        },
        { widths: options.colorScheme === 'light' ? [375, 1280] : [1280], ...options },
      );
    }
  });
});
