/**
 * Locales: en_ZZ pseudo-localises every UI string of the chrome and of the article
 * (so a hard-coded one would stand out as plain ASCII), long pseudo strings keep the layout intact,
 * French is chosen by the locale cookie or by Accept-Language, the locale control saves the choice
 * for every later page, and no message mark of the stored article HTML ever reaches a browser.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ALL_WIDTHS, e2eSpec, portal, type View, waitForHydration } from '../harness/index.ts';

const spec = e2eSpec(import.meta.url);
const DOC_PAGE = '/platform/forge/getting-started/';
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'cloud', path: '/cloud/' },
  { name: 'server', path: '/server/' },
  { name: 'docs', path: DOC_PAGE },
] as const;
const MARK = /[\uFDD0-\uFDD3]/;

/** Sets cookies for the portal: the locale, and a consent decision so no banner covers the page. */
async function cookies(view: View, locale?: string): Promise<void> {
  const url = (await portal()).baseUrl;
  const jar = [{ name: 'portico_consent_test', value: 'v1:1', url }];
  if (locale !== undefined) jar.push({ name: 'portico_locale', value: locale, url });
  await view.page.context().addCookies(jar);
}

/** Waits until every island that hydrates without a media query has hydrated. */
const hydrated = (view: View) => waitForHydration(view.page);

/**
 * The UI strings a reader meets, as [where, text]: every accessible name given by aria-label,
 * every form label, the skip link, the copyright, the sign-in link, the product header subtitle,
 * and the article strings the build wrote (copy buttons, anchor tooltips, callout titles, hints).
 * Texts from the content set (link titles, headings) are not UI strings and are left out.
 */
function chromeStrings(view: View): Promise<[string, string][]> {
  return view.page.evaluate(() => {
    const out: [string, string][] = [];
    const text = (where: string, selector: string) => {
      for (const el of document.querySelectorAll(selector)) out.push([where, el.textContent ?? '']);
    };
    for (const el of document.querySelectorAll('[aria-label]')) {
      out.push([`aria-label of <${el.tagName.toLowerCase()}>`, el.getAttribute('aria-label') ?? '']);
    }
    for (const el of document.querySelectorAll('[data-tooltip]')) {
      out.push(['tooltip', el.getAttribute('data-tooltip') ?? '']);
    }
    text('label', 'label');
    text('skip link', '[data-testid="skip-link"]');
    text('copyright', '[data-testid="copyright"]');
    text('sign in', '[data-testid="sign-in-link"]');
    text('on this page', '[data-testid="on-this-page"] > p');
    text('code copy', '[data-article-root] [data-copy-code]');
    text('callout title', '[data-article-root] .callout-title');
    text('new-tab hint', 'a[target="_blank"] .visually-hidden');
    return out.filter(([, value]) => value.trim() !== '');
  });
}

/**
 * Pairs of visible labelled controls (links, buttons, fields) of the header bars that overlap:
 * long strings must wrap, shrink or hide things, never draw one control over another.
 */
function overlappingControls(view: View): Promise<string[]> {
  return view.page.evaluate(() => {
    const bars = document.querySelectorAll('[data-testid="site-header"], [data-testid="product-header"]');
    const found: string[] = [];
    for (const bar of bars) {
      const controls = [...bar.querySelectorAll<HTMLElement>('a, button, input, select')]
        .filter((el) => el.checkVisibility() && el.getBoundingClientRect().width > 0)
        .filter((el) => !el.closest('[role="dialog"], [hidden]'))
        // Icon-only toggles sit on their item's padding by design; labelled controls must not meet.
        .filter((el) => (el.textContent ?? '').trim() !== '');
      for (let i = 0; i < controls.length; i++) {
        for (let j = i + 1; j < controls.length; j++) {
          const [a, b] = [controls[i]!, controls[j]!];
          if (a.contains(b) || b.contains(a)) continue;
          const ra = a.getBoundingClientRect();
          const rb = b.getBoundingClientRect();
          const x = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
          const y = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
          if (x > 1 && y > 1) found.push(`"${a.textContent?.trim()}" and "${b.textContent?.trim()}"`);
        }
      }
    }
    return found;
  });
}

/** Hydration warnings React prints when the island's render differs from the server's. */
function hydrationErrors(view: View): string[] {
  const errors: string[] = [];
  view.page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat/i.test(message.text())) errors.push(message.text());
  });
  return errors;
}

describe('locales', () => {
  it('en_ZZ pseudo-localises every UI string of /, /cloud/, /server/ and a documentation page, and long strings keep the layout', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        await cookies(view, 'en_ZZ');
        const mismatches = hydrationErrors(view);
        for (const { name, path } of PAGES) {
          await view.goto(path);
          assert.equal(await view.page.getAttribute('html', 'lang'), 'en-ZZ');
          await hydrated(view);
          const strings = await chromeStrings(view);
          assert.ok(strings.length >= 5, `${path}: found UI strings ${JSON.stringify(strings)}`);
          const plain = strings.filter(([, value]) => !value.includes('⟦'));
          assert.deepEqual(plain, [], `${path} at ${view.width}px: strings not from the catalogue`);
          if (name === 'docs') {
            const kinds = new Set(strings.map(([where]) => where));
            for (const kind of ['code copy', 'callout title', 'tooltip', 'new-tab hint']) {
              assert.ok(kinds.has(kind), kind);
            }
          }
          const overflow = await view.page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          assert.ok(overflow <= 0, `${path} at ${view.width}px scrolls sideways by ${overflow}px`);
          assert.deepEqual(
            await overlappingControls(view),
            [],
            `${path} at ${view.width}px: controls overlap`,
          );
          await view.screenshot(`en_ZZ-${name}`, { fullPage: true });
        }
        assert.deepEqual(mismatches, []);
        assert.deepEqual(view.pageErrors, []);
      },
      { widths: ALL_WIDTHS },
    );
  });

  it('fr renders French, chosen by the cookie or by Accept-Language, and says pages vary by both', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        await cookies(view, 'fr');
        const response = await view.goto(DOC_PAGE);
        assert.equal(await view.page.getAttribute('html', 'lang'), 'fr');
        assert.match(response.headers()['vary'] ?? '', /Cookie/i);
        assert.match(response.headers()['vary'] ?? '', /Accept-Language/i);
        // Shared caches may keep it, keyed on what picks the locale (decision 0067), never
        // handing one locale's page to another: the ETag is the French page's own.
        assert.match(response.headers()['cache-control'] ?? '', /^public\b/);
        const english = await fetch(new URL(DOC_PAGE, view.page.url()), {
          headers: { cookie: 'portico_locale=en' },
        });
        await english.body?.cancel();
        assert.notEqual(english.headers.get('etag'), response.headers()['etag']);
        const article = view.page.locator('[data-article-root]');
        assert.equal((await article.locator('.callout-title').first().textContent())?.trim(), 'Remarque');
        assert.equal((await article.locator('[data-copy-code]').first().textContent())?.trim(), 'Copier');
        assert.equal(
          await article.locator('.heading-anchor').first().getAttribute('data-tooltip'),
          'Copier le lien vers le titre',
        );
        assert.equal(await view.page.getByTestId('skip-link').textContent(), 'Aller au contenu principal');
        assert.match((await view.page.getByTestId('product-header').textContent()) ?? '', /Développeur/);
        await view.screenshot('fr-docs');

        // No cookie: the browser's language decides.
        await view.page.context().clearCookies();
        await cookies(view);
        await view.page.setExtraHTTPHeaders({ 'Accept-Language': 'fr-CA,fr;q=0.9,en;q=0.5' });
        await view.goto('/cloud/');
        assert.equal(await view.page.getAttribute('html', 'lang'), 'fr');
        const footer = view.page.getByTestId('site-footer');
        assert.equal((await footer.locator('label[for="footer-locale"]').textContent())?.trim(), 'Langue');
        assert.equal(await footer.locator('#footer-locale').inputValue(), 'fr');
        await view.screenshot('fr-cloud');
      },
      // What the locale decides (text, lang, Vary, the saved cookie) does not depend on the width;
      // the layout with long strings is checked at every width by the en_ZZ test above.
      { widths: [375, 1280] },
    );
  });

  it('the locale control saves the choice, and every page after it renders in that locale', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        await cookies(view);
        await view.goto('/');
        assert.equal(await view.page.getAttribute('html', 'lang'), 'en');
        await hydrated(view);
        const select = view.page.getByTestId('site-footer').getByLabel('Language');
        await select.scrollIntoViewIfNeeded();
        assert.deepEqual(await select.locator('option').allTextContents(), [
          'English',
          'English (UK)',
          'Français',
          'Pseudo-locale (en_ZZ)',
        ]);
        await Promise.all([view.page.waitForEvent('load'), select.selectOption('fr')]);
        assert.equal(await view.page.getAttribute('html', 'lang'), 'fr');
        const saved = (await view.page.context().cookies()).find(
          (cookie) => cookie.name === 'portico_locale',
        );
        assert.equal(saved?.value, 'fr');
        assert.equal(saved?.path, '/');
        assert.equal(saved?.sameSite, 'Lax');
        const days = ((saved?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
        assert.ok(days > 364 && days <= 365, `kept ${days} days`);

        await view.goto('/server/');
        assert.equal(await view.page.getAttribute('html', 'lang'), 'fr');
        await view.goto(DOC_PAGE);
        assert.equal(await view.page.getAttribute('html', 'lang'), 'fr');
        assert.equal(await view.page.getByTestId('site-footer').locator('#footer-locale').inputValue(), 'fr');
        await view.screenshot('control-saved-fr');
        assert.deepEqual(view.pageErrors, []);
      },
      // As for French above: the choice and the cookie do not depend on the width.
      { widths: [375, 1280] },
    );
  });

  it('sends no message mark to a browser, on any page of the sitemap, in any locale', async () => {
    const site = await portal();
    const sitemap = await (await fetch(site.url('/sitemap.xml'))).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    assert.ok(paths.length > 20, `${paths.length} pages in the sitemap`);
    const marked: string[] = [];
    for (const locale of ['en', 'fr', 'en_ZZ']) {
      for (let i = 0; i < paths.length; i += 8) {
        await Promise.all(
          paths.slice(i, i + 8).map(async (path) => {
            const html = await (
              await fetch(site.url(path), { headers: { cookie: `portico_locale=${locale}` } })
            ).text();
            if (MARK.test(html)) marked.push(`${locale} ${path}`);
          }),
        );
      }
    }
    assert.deepEqual(marked, []);
  });
});
