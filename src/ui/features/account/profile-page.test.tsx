import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { payloadFor } from '../../i18n/catalogues.ts';
import { emailVerificationMessages } from './email-verification-messages.ts';
import { accountMessages } from './messages.ts';
import { ProfilePage, type ProfilePageProps } from './profile-page.tsx';
import {
  PROFILE_ERROR_MESSAGES,
  PROFILE_SAVED_MESSAGES,
  SIGN_IN_ERROR_MESSAGES,
  type ProfileErrorCode,
  type SignInErrorCode,
} from './profile-status.ts';
import { SignInErrorPage } from './sign-in-error-page.tsx';

const EN = payloadFor('en', accountMessages);
const FR = payloadFor('fr', accountMessages);
const props: ProfilePageProps = {
  csrfToken: 'tok',
  email: 'ann@example.org',
  screenName: 'Ann',
  avatarUrl: undefined,
  canRemoveAvatar: false,
  screenNameAction: '/api/account/profile',
  avatarAction: '/api/account/avatar',
  limits: { maxAvatarKb: 256, maxScreenName: 64 },
  emailSection: {
    emailVerified: true,
    canChange: false,
    changeAction: '/api/account/email',
    resendAction: '/api/account/verification',
  },
  i18n: EN,
};

describe('ProfilePage', () => {
  it('shows whether the address is verified, and offers a new link and the change form (built-in)', () => {
    const html = renderToStaticMarkup(
      <ProfilePage
        {...props}
        i18n={payloadFor('en', accountMessages, emailVerificationMessages)}
        emailSection={{ ...props.emailSection, emailVerified: false, canChange: true }}
        error="wrong-password"
      />,
    );
    expect(html).toContain('data-verified="false"');
    expect(html).toContain('Not verified');
    expect(html).toContain('Your account has no employee access'.replace('Your', 'your'));
    const resend =
      /<form ([^>]*)><input type="hidden" name="csrf" value="tok"\/><button[^>]*data-testid="email-resend"/.exec(
        html,
      );
    expect(resend?.[1]).toContain('action="/api/account/verification"');
    const change = /<form [^>]*data-testid="email-form"[^>]*>/.exec(html)?.[0] ?? '';
    expect(change).toContain('action="/api/account/email"');
    expect(/<input [^>]*id="profile-current-password"[^>]*>/.exec(html)?.[0]).toContain(
      'aria-invalid="true"',
    );
    expect(html).toContain('The current password is incorrect.');

    const verified = renderToStaticMarkup(<ProfilePage {...props} />);
    expect(verified).toContain('data-verified="true"');
    expect(verified).not.toContain('data-testid="email-resend"');
    expect(verified).not.toContain('data-testid="email-form"');
    expect(verified).toContain('Your identity provider manages this address.');
  });

  it('is plain forms (multipart for the avatar) posting the CSRF token, so it works without JS', () => {
    const html = renderToStaticMarkup(<ProfilePage {...props} />);
    const forms = [...html.matchAll(/<form ([^>]*)><input type="hidden" name="csrf" value="tok"\/>/g)].map(
      (m) => m[1]!,
    );
    expect(forms).toHaveLength(2);
    expect(forms[0]).toContain('action="/api/account/avatar"');
    expect(forms[0]).toContain('encType="multipart/form-data"');
    expect(forms[0]).toContain('method="post"');
    expect(forms[1]).toContain('action="/api/account/profile"');
    expect(forms[1]).toContain('method="post"');
    const file = /<input [^>]*id="profile-avatar-file"[^>]*>/.exec(html)?.[0] ?? '';
    for (const attribute of [
      'name="avatar"',
      'type="file"',
      'accept="image/png,image/jpeg,image/webp,image/gif"',
    ]) {
      expect(file).toContain(attribute);
    }
    expect(html).toContain('<label for="profile-avatar-file"');
    expect(html).toContain('PNG, JPEG, WebP or GIF, at most 256 KB.');
    const name = /<input [^>]*id="profile-screen-name"[^>]*>/.exec(html)?.[0] ?? '';
    expect(name).toContain('name="screenName"');
    expect(name).toContain('value="Ann"');
    expect(html).toContain('Signed in as ann@example.org.');
    // No upload yet: the default person icon, and nothing to remove.
    expect(html).toContain('data-status="initial"');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('data-testid="avatar-remove"');
  });

  it('shows the uploaded avatar with a remove button', () => {
    const html = renderToStaticMarkup(
      <ProfilePage {...props} avatarUrl="/api/account/avatar/a?v=1" canRemoveAvatar />,
    );
    expect(html).toContain('<img src="/api/account/avatar/a?v=1"');
    expect(html).toContain('role="img" aria-label="Your current avatar"');
    expect(html).toMatch(
      /name="remove" value="1"\/><button type="submit"[^>]*data-testid="avatar-remove">Remove avatar/,
    );
  });

  it('explains every refusal in an alert and every saved change in a status, in the reader’s language', () => {
    for (const code of Object.keys(PROFILE_ERROR_MESSAGES) as ProfileErrorCode[]) {
      const html = renderToStaticMarkup(<ProfilePage {...props} error={code} />);
      expect(html).toContain('role="alert"');
      expect(html).not.toMatch(/\{(maxKb|max)\}/);
    }
    expect(renderToStaticMarkup(<ProfilePage {...props} error="avatar-too-large" />)).toContain(
      'The image is larger than 256 KB. Choose a smaller one.',
    );
    expect(
      /<input [^>]*id="profile-avatar-file"[^>]*>/.exec(
        renderToStaticMarkup(<ProfilePage {...props} error="avatar-type" />),
      )?.[0],
    ).toContain('aria-invalid="true"');
    for (const code of Object.keys(PROFILE_SAVED_MESSAGES) as (keyof typeof PROFILE_SAVED_MESSAGES)[]) {
      expect(renderToStaticMarkup(<ProfilePage {...props} saved={code} />)).toContain('role="status"');
    }
    expect(renderToStaticMarkup(<ProfilePage {...props} i18n={FR} saved="avatar" />)).toContain(
      'Votre nouvel avatar a été téléversé.',
    );
  });
});

describe('SignInErrorPage', () => {
  it('explains each refusal with a way to try again and a way back', () => {
    for (const code of Object.keys(SIGN_IN_ERROR_MESSAGES) as SignInErrorCode[]) {
      const html = renderToStaticMarkup(
        <SignInErrorPage
          i18n={EN}
          error={code}
          retryHref="/account/login?returnTo=%2Fcloud%2F"
          continueHref="/cloud/"
        />,
      );
      expect(html).toContain(`data-error="${code}"`);
      expect(html).toContain(accountMessages[SIGN_IN_ERROR_MESSAGES[code]].replace(/’/g, '’'));
      expect(html).toContain('href="/account/login?returnTo=%2Fcloud%2F"');
      expect(html).toContain('href="/cloud/"');
    }
  });
});
