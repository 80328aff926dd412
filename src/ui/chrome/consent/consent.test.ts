import { describe, expect, it, vi } from 'vitest';
import {
  ACCEPT_ALL,
  allows,
  consentFor,
  CookieCategory,
  REJECT_OPTIONAL,
  ScriptOutcome,
  type Consent,
} from '../../../core/consent/categories.ts';
import {
  consentCookieString,
  consentSettings,
  parseConsent,
  serializeConsent,
} from '../../../core/consent/consent-cookie.ts';
import { createConsentStore, type ConsentHost } from './consent-store.ts';
import { loadScript, type ScriptHost } from './load-script.ts';

describe('cookie categories', () => {
  it('numbers the categories as the spec does and the loader outcomes 0 and 1', () => {
    expect(CookieCategory).toEqual({ StrictlyNecessary: 1, Performance: 2, Functional: 3, Targeting: 4 });
    expect(ScriptOutcome).toEqual({ Allowed: 0, Blocked: 1 });
  });

  it('always allows strictly necessary, and only the chosen optional categories', () => {
    const performanceOnly = consentFor([CookieCategory.Performance]);
    expect(performanceOnly.allowed).toEqual([1, 2]);
    expect(allows(performanceOnly, CookieCategory.Performance)).toBe(true);
    expect(allows(performanceOnly, CookieCategory.Targeting)).toBe(false);
    expect(allows(REJECT_OPTIONAL, CookieCategory.StrictlyNecessary)).toBe(true);
    expect(allows(ACCEPT_ALL, CookieCategory.Targeting)).toBe(true);
  });
});

describe('consent cookie', () => {
  it('round-trips a decision and refuses anything malformed or from another version', () => {
    const consent = consentFor([CookieCategory.Targeting, CookieCategory.Performance]);
    expect(serializeConsent(consent)).toBe('v1:1.2.4');
    expect(parseConsent('v1:1.2.4')).toEqual(consent);
    for (const bad of [undefined, '', 'v1:', 'v1:5', 'v2:1.2', 'v1:1,2', 'yes', 'v1:1.2;x'])
      expect(parseConsent(bad), String(bad)).toBeUndefined();
  });

  it('uses other cookie settings outside production', () => {
    expect(consentSettings('production')).toEqual({
      cookieName: 'portico_consent',
      maxAgeSeconds: 31_536_000,
    });
    for (const environment of ['staging', 'dev', 'local'] as const)
      expect(consentSettings(environment)).toEqual({
        cookieName: 'portico_consent_test',
        maxAgeSeconds: 604_800,
      });
  });

  it('writes a site-wide SameSite=Lax cookie, Secure on HTTPS', () => {
    const settings = consentSettings('production');
    expect(consentCookieString(REJECT_OPTIONAL, settings, false)).toBe(
      'portico_consent=v1:1; path=/; max-age=31536000; SameSite=Lax',
    );
    expect(consentCookieString(ACCEPT_ALL, settings, true)).toMatch(/=v1:1\.2\.3\.4; .*; Secure$/);
  });
});

function fakeHost(cookies = ''): ConsentHost & { written: string[] } {
  const written: string[] = [];
  return { readCookies: () => cookies, writeCookie: (c) => written.push(c), secure: false, written };
}

const settings = consentSettings('local');

describe('consent store', () => {
  it('is not loaded until configured, then reads the stored decision', async () => {
    const store = createConsentStore(fakeHost('a=b; portico_consent_test=v1:1.3'));
    expect(store.snapshot()).toEqual({ loaded: false, consent: undefined });
    store.configure(settings);
    expect(store.snapshot()).toEqual({ loaded: true, consent: consentFor([CookieCategory.Functional]) });
    await expect(store.ready()).resolves.toEqual(consentFor([CookieCategory.Functional]));
  });

  it('keeps the ready promise pending until the reader decides, then stores and announces it', async () => {
    const host = fakeHost('portico_consent=v1:1.2');
    const store = createConsentStore(host);
    store.configure(settings); // the production cookie does not count outside production
    const listener = vi.fn();
    store.subscribe(listener);
    let decided: Consent | undefined;
    void store.ready().then((consent) => (decided = consent));
    await Promise.resolve();
    expect(decided).toBeUndefined();
    store.save(ACCEPT_ALL);
    await Promise.resolve();
    expect(decided).toEqual(ACCEPT_ALL);
    expect(listener).toHaveBeenCalledOnce();
    expect(host.written).toEqual(['portico_consent_test=v1:1.2.3.4; path=/; max-age=604800; SameSite=Lax']);
  });

  it('refuses to save before preferences have loaded', () => {
    expect(() => createConsentStore(fakeHost()).save(ACCEPT_ALL)).toThrow(/not loaded/);
  });
});

function scriptHost(consent: Promise<Consent>, inject: ScriptHost['inject'] = async () => undefined) {
  const host = { consentReady: () => consent, inject: vi.fn(inject) };
  return host;
}

describe('loadScript', () => {
  const src = 'https://cdn.example.net/a.js';

  it('loads an allowed script and answers 0', async () => {
    const host = scriptHost(Promise.resolve(consentFor([CookieCategory.Performance])));
    await expect(loadScript(src, CookieCategory.Performance, host)).resolves.toBe(ScriptOutcome.Allowed);
    expect(host.inject).toHaveBeenCalledWith(src);
  });

  it('answers 1 and loads nothing when the category is not allowed', async () => {
    const host = scriptHost(Promise.resolve(REJECT_OPTIONAL));
    await expect(loadScript(src, CookieCategory.Targeting, host)).resolves.toBe(ScriptOutcome.Blocked);
    expect(host.inject).not.toHaveBeenCalled();
  });

  it('waits for the decision before loading anything optional', async () => {
    let decide: (consent: Consent) => void = () => undefined;
    const host = scriptHost(new Promise((resolve) => (decide = resolve)));
    const outcome = loadScript(src, CookieCategory.Functional, host);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(host.inject).not.toHaveBeenCalled();
    decide(ACCEPT_ALL);
    await expect(outcome).resolves.toBe(ScriptOutcome.Allowed);
    expect(host.inject).toHaveBeenCalledOnce();
  });

  it('loads strictly necessary scripts without waiting for a decision', async () => {
    const host = scriptHost(new Promise(() => undefined));
    await expect(loadScript(src, CookieCategory.StrictlyNecessary, host)).resolves.toBe(0);
  });

  it('rejects with exactly "Script with src: \'{url}\' failed to load."', async () => {
    const host = scriptHost(Promise.resolve(ACCEPT_ALL), async () => {
      throw new Error('network');
    });
    const failure = loadScript(src, CookieCategory.Performance, host);
    await expect(failure).rejects.toThrow(new Error(`Script with src: '${src}' failed to load.`));
    await expect(failure).rejects.toHaveProperty(
      'message',
      "Script with src: 'https://cdn.example.net/a.js' failed to load.",
    );
  });
});
