import { describe, expect, it } from 'vitest';
import { oauthErrorPage } from './error-page.ts';

describe('oauthErrorPage', () => {
  it('is a plain page in the reader’s locale: no script, no style, the code but no description', () => {
    const html = oauthErrorPage('fr', 'invalid_client');
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('L’application n’a pas pu être autorisée');
    expect(html).toContain('invalid_client');
    expect(html).toContain('noindex');
    expect(html).not.toMatch(/<script|<style|style=/i);
  });

  it('never echoes an unexpected code', () => {
    expect(oauthErrorPage('en', '<img src=x>')).not.toContain('<img');
    expect(oauthErrorPage('en', '<img src=x>')).toContain('invalid_request');
  });
});
