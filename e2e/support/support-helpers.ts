/** Shared helpers of the support specs (support.e2e.ts, my-requests.e2e.ts). */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { parse } from 'yaml';
import { GlobalLinksSchema } from '../../src/schemas/global-links.ts';
import { portal, registerOverHttp, type View } from '../harness/index.ts';
import { REPO_ROOT } from '../harness/paths.ts';

/** The sample content's support page data (channels and categories). */
export const supportPage = GlobalLinksSchema.parse(
  parse(readFileSync(join(REPO_ROOT, 'content', 'global-links.yaml'), 'utf8')),
).supportPage!;
export const PASSWORD = 'a long e2e password';
export const API = '/api/servicedeskapi/request';
export const uniqueEmail = (name: string) => `${name}-${randomBytes(4).toString('hex')}@customer.example.org`;

/** A 1×1 PNG, the smallest avatar an upload can take. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYPj/HwADAgH/6bVBTQAAAABJRU5ErkJggg==',
  'base64',
);

/** Raises a request through the JSON API as the page's script would (CSRF header from the meta). */
export const raiseByApi = (page: Page, summary: string) =>
  page.evaluate(
    async ([path, text, category]) => {
      const token = document.querySelector('meta[name="csrf"]')?.getAttribute('content') ?? '';
      const response = await fetch(path!, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': token },
        body: JSON.stringify({
          requestFieldValues: { summary: text, description: 'From the e2e test.' },
          category,
        }),
      });
      return response.status;
    },
    [API, summary, supportPage.categories[0]!.id],
  );

/** Registers an account over HTTP (the form's post, without a browser); sign in afterwards. */
export async function createAccount(who: { email: string; screenName: string }): Promise<void> {
  await registerOverHttp((await portal()).baseUrl, { ...who, password: PASSWORD });
}

/** Signs in through the login form and waits to leave it. */
export async function signIn(page: Page, goto: View['goto'], email: string, returnTo: string): Promise<void> {
  await goto(`/account/login?returnTo=${encodeURIComponent(returnTo)}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await Promise.all([
    page.waitForURL((url) => url.pathname !== '/account/login'),
    page.getByTestId('login-submit').click(),
  ]);
}

/** Fills and sends the request form as a person would. */
export async function raise(page: Page, fields: { summary: string; category: string; description: string }) {
  await page.getByLabel('Summary').fill(fields.summary);
  await page.getByLabel('Product or category').selectOption({ label: fields.category });
  await page.getByLabel('Description').fill(fields.description);
  await Promise.all([
    page.waitForURL((url) => url.searchParams.has('created') || url.searchParams.has('error')),
    page.getByTestId('support-submit').click(),
  ]);
}

/** The list API as the page's own script would call it. */
export const apiList = (page: Page, query = '') =>
  page.evaluate(async (path) => {
    const response = await fetch(path, { credentials: 'include' });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }, `${API}${query}`);

/** The context's cookies as a Cookie header, for calls from the test process. */
export const cookieHeader = async (context: BrowserContext) =>
  (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
