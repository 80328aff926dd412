/**
 * The chrome around a page as a reader meets it: the announcement banner never covers the home
 * heading (also with WCAG text spacing) and never moves the page (CLS 0 on every page type), a
 * docs page's title starts near the top of a phone, no focused element hides under the sticky
 * header, and long strings (pseudo-locale, French, a long name) wrap or fit at 320px.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import {
  e2eSpec,
  portal,
  PORTAL_START_TIMEOUT_MS,
  registerOverHttp,
  signInOverHttp,
  waitForHydration,
  type View,
} from '../harness/index.ts';

const spec = e2eSpec(import.meta.url);
const DOC_PAGE = '/platform/forge/getting-started/';
/** One page of each type: home, landing, docs, search results, blog. */
const PAGE_TYPES = ['/', '/cloud/', DOC_PAGE, '/search/?q=webhook', '/blog/'];
/** WCAG 1.4.12 text spacing, as the bookmarklets apply it. */
const TEXT_SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important;
  word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }`;

/** Cookies: a consent decision (so no consent banner covers the page) and an optional locale. */
async function cookies(view: View, locale?: string): Promise<void> {
  const url = (await portal()).baseUrl;
  const jar = [{ name: 'portico_consent_test', value: 'v1:1', url }];
  if (locale !== undefined) jar.push({ name: 'portico_locale', value: locale, url });
  await view.page.context().addCookies(jar);
}

const dismissBanner = (page: Page) =>
  page.addInitScript(() => localStorage.setItem('shouldDismissBanner', 'true'));

/** The vertical extents of the home h1 and the banner. */
const homeBoxes = (page: Page) =>
  page.evaluate(() => {
    const h1 = document.querySelector('h1')!.getBoundingClientRect();
    const banner = document.querySelector('[data-testid="announcement-banner"]')!.getBoundingClientRect();
    return { h1Top: h1.top, bannerBottom: banner.bottom };
  });

/**
 * The page's layout shifts without recent input, each with what moved (tag, id or class, and its
 * box before and after), so that a failure names the element to mend. Runs in the page.
 */
const layoutShifts = () =>
  new Promise<{ value: number; moved: string[] }[]>((done) => {
    interface Source {
      node?: Node | null;
      previousRect: DOMRectReadOnly;
      currentRect: DOMRectReadOnly;
    }
    interface Shift extends PerformanceEntry {
      value: number;
      hadRecentInput: boolean;
      sources: Source[];
    }
    const box = (r: DOMRectReadOnly) => `${r.x},${r.y} ${r.width}x${r.height}`;
    const name = (node: Node | null | undefined) => {
      if (!(node instanceof Element)) return node?.nodeName ?? '?';
      const id = node.id ? `#${node.id}` : '';
      const testId = node.getAttribute('data-testid');
      return `${node.localName}${id}${testId ? `[${testId}]` : ''}.${[...node.classList].join('.')}`;
    };
    new PerformanceObserver((list) =>
      done(
        (list.getEntries() as Shift[])
          .filter((entry) => !entry.hadRecentInput)
          .map((entry) => ({
            value: entry.value,
            moved: entry.sources.map(
              (s) => `${name(s.node)} ${box(s.previousRect)} -> ${box(s.currentRect)}`,
            ),
          })),
      ),
    ).observe({ type: 'layout-shift', buffered: true });
    // No entry at all: the observer never calls back.
    setTimeout(() => done([]), 500);
  });

/** Elements whose text is cut: wider content than box, or reaching past the viewport. */
const cutText = (page: Page, selector: string) =>
  page.evaluate((css) => {
    const out: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(css)) {
      const box = element.getBoundingClientRect();
      if (box.width === 0) continue;
      const cut =
        element.scrollWidth > element.clientWidth + 1 || box.right > innerWidth + 0.5 || box.left < -0.5;
      if (cut) out.push(`${element.textContent?.trim()} (${element.scrollWidth}/${element.clientWidth})`);
    }
    return out;
  }, selector);

describe('page chrome', () => {
  before(() => portal(), { timeout: PORTAL_START_TIMEOUT_MS + 30_000 });

  it('the banner never covers the home heading, also with WCAG text spacing', async (t) => {
    await spec.atWidths(t, async (view) => {
      await cookies(view);
      await view.goto('/');
      await view.page.getByTestId('announcement-banner').waitFor({ state: 'visible' });
      await waitForHydration(view.page);
      const plain = await homeBoxes(view.page);
      assert.ok(
        plain.h1Top >= plain.bannerBottom,
        `h1 at ${plain.h1Top}, banner ends at ${plain.bannerBottom}`,
      );
      // A constructed style sheet: the portal's CSP refuses an inline <style>.
      await view.page.evaluate((css) => {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(css);
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      }, TEXT_SPACING);
      const spaced = await homeBoxes(view.page);
      assert.ok(
        spaced.h1Top >= spaced.bannerBottom,
        `text spacing: h1 at ${spaced.h1Top}, banner ends at ${spaced.bannerBottom}`,
      );
      await view.screenshot('home-banner');
    });
  });

  it('nothing shifts while the banner loads: CLS 0 on every page type', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        await cookies(view);
        for (const path of [...PAGE_TYPES, 'dismissed']) {
          if (path === 'dismissed') {
            // Dismissed before: the banner is removed without a request, and nothing moves either.
            await view.page.evaluate(() => localStorage.setItem('shouldDismissBanner', 'true'));
            await view.goto(DOC_PAGE);
            await view.page.getByTestId('announcement-banner').waitFor({ state: 'detached' });
          } else {
            // Counted from before the navigation (60 s at most), so longer than the default.
            const answered = view.page.waitForResponse((r) => r.url().includes('/banner-info?'), {
              timeout: 90_000,
            });
            await view.goto(path);
            await view.page.getByTestId('announcement-banner').waitFor({ state: 'visible' });
            await answered;
          }
          await waitForHydration(view.page);
          // Two frames after the answer: whatever it changed has been laid out.
          await view.page.evaluate(
            () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
          );
          const shifts = await view.page.evaluate(layoutShifts);
          const cls = shifts.reduce((sum, shift) => sum + shift.value, 0);
          assert.equal(cls, 0, `${path}: layout shifts ${JSON.stringify(shifts)}`);
        }
      },
      { widths: [375, 1280] },
    );
  });

  it("a docs page's title starts within 200px of the top of a 375 x 800 phone", async () => {
    const view = await spec.open(375, { height: 800 });
    try {
      await cookies(view);
      await dismissBanner(view.page);
      await view.goto(DOC_PAGE);
      await waitForHydration(view.page);
      const top = await view.page.evaluate(() => document.querySelector('h1')!.getBoundingClientRect().top);
      assert.ok(top <= 200, `the h1 starts ${top}px down`);
      await view.screenshot('docs-phone', { fullPage: false });
    } finally {
      await view.close();
    }
  });

  it("a phone's product title stays put whatever the docs version switcher holds", async () => {
    // A page is painted while its HTML still arrives: the switcher may first show part of its
    // label. Its width must not decide where the title sits, or the title jumps (layout shift).
    const view = await spec.open(375, { height: 800 });
    try {
      await cookies(view, 'fr');
      await view.goto('/portico/authoring/mdx/');
      const title = () =>
        view.page.evaluate(() => {
          const box = document.querySelector('[data-testid="product-title"]')!.getBoundingClientRect();
          return { x: box.x, y: box.y };
        });
      const before = await title();
      const label = (text: string) =>
        view.page.evaluate((words) => {
          for (const span of document.querySelectorAll('[data-testid="version-switcher-summary"] span'))
            span.textContent = words;
        }, text);
      await label('');
      assert.deepEqual(await title(), before, 'with the switcher still empty');
      await label('Latest (long-term support)');
      assert.deepEqual(await title(), before, 'with a long version label');
    } finally {
      await view.close();
    }
  });

  it('no element reached with Shift+Tab sits under the sticky header', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        await cookies(view);
        await dismissBanner(view.page);
        await view.goto(DOC_PAGE);
        await waitForHydration(view.page);
        const hidden: string[] = [];
        for (let stop = 0; stop < 40; stop += 1) {
          await view.page.keyboard.press('Shift+Tab');
          const where = await view.page.evaluate(() => {
            const active = document.activeElement as HTMLElement | null;
            const header = document.querySelector<HTMLElement>('[data-testid="site-header"]');
            if (!active || active === document.body || !header || header.contains(active)) return undefined;
            const position = getComputedStyle(header).position;
            if (position !== 'sticky' && position !== 'fixed') return undefined;
            const box = active.getBoundingClientRect();
            if (box.width === 0 && box.height === 0) return undefined;
            const under = box.top < header.getBoundingClientRect().bottom - 0.5;
            return under
              ? `${active.tagName} "${active.textContent?.trim().slice(0, 40)}" at ${box.top}`
              : '';
          });
          if (where) hidden.push(where);
        }
        assert.deepEqual(hidden, [], 'focused elements under the sticky header');
      },
      { widths: [1280, 1440] },
    );
  });

  it('long strings fit the product header at 320px in the pseudo-locale and French', async () => {
    for (const locale of ['en_ZZ', 'fr']) {
      const view = await spec.open(320);
      try {
        await cookies(view, locale);
        await dismissBanner(view.page);
        await view.goto('/server/jira-servicedesk/');
        await waitForHydration(view.page);
        const header = '[data-testid="product-header"] a, [data-testid="product-header"] button';
        assert.deepEqual(await cutText(view.page, header), [], `${locale}: product header`);
        assert.equal(await view.page.evaluate(() => document.documentElement.scrollWidth), 320, locale);
        await view.screenshot(`product-header-${locale}`, { fullPage: false });
      } finally {
        await view.close();
      }
    }
  });

  it("the search modal's French AI button wraps its question at 320px", async () => {
    const view = await spec.open(320);
    try {
      await cookies(view, 'fr');
      await dismissBanner(view.page);
      await view.goto('/cloud/');
      await waitForHydration(view.page);
      await view.page.getByTestId('search-link').click();
      await view.page
        .getByTestId('search-input')
        .fill('Comment enregistrer un webhook pour mon application ?');
      await view.page.getByTestId('ai-ask').waitFor({ state: 'visible' });
      assert.deepEqual(await cutText(view.page, '[data-testid="ai-ask"]'), [], 'French AI button');
      await view.screenshot('search-ai-fr', { fullPage: false });
    } finally {
      await view.close();
    }
  });

  it("a long screen name is shown whole in the phone's profile menu", async () => {
    const { baseUrl } = await portal();
    const screenName = 'Audrey Montgomery-Fairweather of Northumberland';
    const email = `long-name-${Date.now()}@example.com`;
    const password = 'a long enough passphrase 42';
    await registerOverHttp(baseUrl, { email, screenName, password });
    const session = await signInOverHttp(baseUrl, email, password);
    const view = await spec.open(320);
    try {
      await cookies(view);
      await view.page.context().addCookies([{ name: 'portico_session', value: session, url: baseUrl }]);
      await dismissBanner(view.page);
      await view.goto('/cloud/');
      await waitForHydration(view.page);
      await view.page.getByTestId('profile-trigger').click();
      const title = view.page.getByTestId('mobile-nav-title');
      await title.waitFor({ state: 'visible' });
      assert.equal((await title.innerText()).trim(), screenName);
      assert.deepEqual(await cutText(view.page, '[data-testid="mobile-nav-title"]'), [], 'profile title');
      await view.screenshot('profile-title', { fullPage: false });
    } finally {
      await view.close();
    }
  });
});
