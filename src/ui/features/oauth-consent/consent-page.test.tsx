import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { payloadFor } from '../../i18n/catalogues.ts';
import { ConsentPage } from './consent-page.tsx';
import { oauthConsentMessages } from './messages.ts';

const consent = {
  kind: 'consent' as const,
  appName: 'Time tracker',
  ownerName: 'Ada',
  vendorName: 'Acme',
  scopes: [
    { name: 'openid' },
    { name: 'read:me', description: 'View your public profile' },
    { name: 'odd:scope' },
  ],
  csrfToken: 'tok',
  confirmAction: '/oauth2/interaction/u1/confirm',
  abortAction: '/oauth2/interaction/u1/abort',
};

describe('ConsentPage', () => {
  it('names the app, its owner and vendor, and each scope in the catalogue’s words', () => {
    const html = renderToStaticMarkup(
      <ConsentPage i18n={payloadFor('en', oauthConsentMessages)} {...consent} />,
    );
    expect(html).toContain('Allow Time tracker to use your account?');
    expect(html).toContain('Made by Ada');
    expect(html).toContain('Published by Acme');
    expect(html).toContain('View your public profile');
    expect(html).toContain('Know who you are');
    expect(html).toContain('<li><span class');
    expect(html.match(/odd:scope/g)).toHaveLength(1);
  });

  it('shows the app avatar square, or the ship icon when the app has none', () => {
    const render = (appAvatarUrl: string | undefined) =>
      renderToStaticMarkup(
        <ConsentPage
          i18n={payloadFor('en', oauthConsentMessages)}
          {...consent}
          appAvatarUrl={appAvatarUrl}
        />,
      );
    expect(render('/api/console/app-avatar/f1')).toMatch(
      /data-appearance="square"[^>]*>.*<img[^>]*src="\/api\/console\/app-avatar\/f1"/,
    );
    const none = render(undefined);
    expect(none).toContain('data-appearance="square"');
    expect(none).not.toContain('<img');
  });

  it('posts Allow and Deny as plain forms with the CSRF token (works without JavaScript)', () => {
    const html = renderToStaticMarkup(
      <ConsentPage i18n={payloadFor('fr', oauthConsentMessages)} {...consent} />,
    );
    expect(html).toMatch(/<form action="\/oauth2\/interaction\/u1\/confirm" method="post">/);
    expect(html).toMatch(/<form action="\/oauth2\/interaction\/u1\/abort" method="post">/);
    expect(html.match(/<input type="hidden" name="csrf" value="tok"\/>/g)).toHaveLength(2);
    expect(html).toContain('Autoriser l’accès');
    expect(html).not.toContain('Published by');
  });

  it('explains an expired request', () => {
    const html = renderToStaticMarkup(
      <ConsentPage i18n={payloadFor('en_GB', oauthConsentMessages)} kind="expired" />,
    );
    expect(html).toContain('This authorisation request has expired');
    expect(html).not.toContain('<form');
  });

  it('names the error code of a refused request, in the reader’s language', () => {
    const html = renderToStaticMarkup(
      <ConsentPage i18n={payloadFor('fr', oauthConsentMessages)} kind="error" code="invalid_client" />,
    );
    expect(html).toContain('L’application n’a pas pu être autorisée');
    expect(html).toContain('invalid_client');
  });
});
