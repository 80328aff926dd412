import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { payloadFor } from '../../i18n/catalogues.ts';
import { ACCOUNT_ERROR_MESSAGES, type AccountErrorCode } from './account-error.ts';
import { LoginPage } from './login-page.tsx';
import { LogoutPage } from './logout-page.tsx';
import { accountMessages } from './messages.ts';
import { RegisterPage } from './register-page.tsx';

const EN = payloadFor('en', accountMessages);
const FR = payloadFor('fr', accountMessages);
const common = { csrfToken: 'tok', returnTo: '/cloud/?a=1', portalName: 'Portico', i18n: EN };

describe('LoginPage', () => {
  it('is a plain form posting email, password, the CSRF token and returnTo (works without JS)', () => {
    const html = renderToStaticMarkup(
      <LoginPage {...common} action="/api/account/login" registerHref="/account/register?returnTo=x" />,
    );
    expect(html).toMatch(/<form [^>]*action="\/api\/account\/login" method="post">/);
    expect(html).toContain('<input type="hidden" name="csrf" value="tok"/>');
    expect(html).toContain('<input type="hidden" name="returnTo" value="/cloud/?a=1"/>');
    expect(html).toMatch(
      /<input id="account-email" type="email"[^>]*autoComplete="username"[^>]*name="email"/,
    );
    expect(html).toMatch(/type="password"[^>]*name="password"/);
    expect(html).toContain('Sign in to your Portico account.');
    expect(html).not.toContain('role="alert"');
  });

  it('explains a refusal in an alert, in the reader’s language', () => {
    const html = renderToStaticMarkup(
      <LoginPage {...common} i18n={FR} error="invalid-credentials" action="/a" registerHref="/r" />,
    );
    expect(html).toContain('role="alert"');
    expect(html).toContain('L’e-mail ou le mot de passe est incorrect.');
    expect(html).toContain('aria-invalid="true"');
  });

  it('says how long a throttled reader must wait, or that the service is busy', () => {
    const page = (i18n: typeof EN, error: AccountErrorCode, waitSeconds?: number) =>
      renderToStaticMarkup(
        <LoginPage
          {...common}
          i18n={i18n}
          error={error}
          waitSeconds={waitSeconds}
          action="/a"
          registerHref="/r"
        />,
      );
    expect(page(EN, 'throttled', 8)).toContain('Too many attempts. Try again in 8 seconds.');
    expect(page(EN, 'throttled', 1)).toContain('Too many attempts. Try again in 1 second.');
    expect(page(EN, 'throttled')).toContain('Too many attempts. Try again in a moment.');
    expect(page(FR, 'throttled', 300)).toContain('Trop de tentatives. Réessayez dans 300 secondes.');
    expect(page(EN, 'busy')).toContain('The service is busy. Please try again in a moment.');
  });

  it('has a message for every error code, with its limits filled in', () => {
    for (const code of Object.keys(ACCOUNT_ERROR_MESSAGES) as AccountErrorCode[]) {
      const html = renderToStaticMarkup(<RegisterPage {...common} error={code} action="/a" loginHref="/l" />);
      expect(html).toContain(
        accountMessages[ACCOUNT_ERROR_MESSAGES[code]]
          .replace(/\{(min|max)\}/, '')
          .slice(0, 12)
          .replace(/</g, '&lt;'),
      );
      expect(html).not.toMatch(/\{(min|max)\}/);
    }
  });
});

describe('RegisterPage', () => {
  it('asks for email, screen name and a password of at least 10 characters', () => {
    const html = renderToStaticMarkup(
      <RegisterPage {...common} action="/api/account/register" loginHref="/l" />,
    );
    expect(html).toContain('action="/api/account/register"');
    expect(html).toContain('name="screenName"');
    expect(html).toContain('minLength="10"');
    expect(html).toContain('At least 10 characters.');
  });
});

describe('LogoutPage', () => {
  it('asks before signing out: a GET never signs out, the button posts with the token', () => {
    const html = renderToStaticMarkup(
      <LogoutPage
        csrfToken="tok"
        returnTo="/"
        i18n={EN}
        screenName="Ann"
        action="/api/account/logout"
        loginHref="/l"
      />,
    );
    expect(html).toContain('You are signed in as Ann. Log out of this browser?');
    expect(html).toMatch(/<form [^>]*action="\/api\/account\/logout" method="post">/);
    expect(html).toContain('name="csrf" value="tok"');
    expect(html).toContain('>Log out</button>');
  });

  it('says so when nobody is signed in', () => {
    const html = renderToStaticMarkup(
      <LogoutPage
        csrfToken="tok"
        returnTo="/"
        i18n={EN}
        screenName={undefined}
        action="/a"
        loginHref="/account/login"
      />,
    );
    expect(html).toContain('You are signed out.');
    expect(html).not.toContain('<form');
    expect(html).toContain('href="/account/login"');
  });
});
