import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { I18nPayload } from '../../../core/i18n/payload.ts';
import { payloadFor } from '../../i18n/catalogues.ts';
import { I18nProvider } from '../../i18n/i18n-context.tsx';
import { textOf } from '../../kit/testing/markup.test-helper.ts';
import { CONSOLE_CATALOGUES } from '../console/index.ts';
import { AuditPanel, type AuditProps } from './audit-panel.tsx';
import { DistributionPanel, type DistributionProps } from './distribution-panel.tsx';
import { EnvironmentsPanel } from './environments-panel.tsx';
import { CONSOLE_ADMIN_CATALOGUES } from './messages.ts';
import { MembersPanel, type MembersProps } from './members-panel.tsx';
import { OutboundAuthPanel, type OutboundAuthProps } from './outbound-auth-panel.tsx';

const EN = payloadFor('en', ...CONSOLE_CATALOGUES, ...CONSOLE_ADMIN_CATALOGUES);
const FR = payloadFor('fr', ...CONSOLE_CATALOGUES, ...CONSOLE_ADMIN_CATALOGUES);
const render = (node: ReactNode, i18n: I18nPayload = EN) =>
  renderToStaticMarkup(<I18nProvider value={i18n}>{node}</I18nProvider>);

/** The opening tags named `name` that carry every one of `attributes` (in any order). */
const tagsWith = (html: string, name: string, ...attributes: string[]) =>
  (html.match(new RegExp(`<${name}\\b[^>]*>`, 'g')) ?? []).filter((tag) =>
    attributes.every((attribute) => tag.includes(attribute)),
  );
/** Whether a submit button posts `intent`. */
const posts = (html: string, intent: string) =>
  tagsWith(html, 'button', 'name="intent"', `value="${intent}"`).length > 0;

const distribution: DistributionProps = {
  canEdit: true,
  goPublic: true,
  appType: 'forge',
  status: 'development',
  values: {
    distributionStatus: 'development',
    vendorName: '',
    privacyPolicy: '',
    termsOfService: '',
    contactLink: '',
    storesPersonalData: false,
    hasPDReportingApiImplemented: false,
  },
  missing: [
    { field: 'vendorName', message: 'Vendor name is required to make an app public' },
    { field: 'contactLink', message: 'Contact link is required to make an app public' },
  ],
  problems: [],
  installUrl: undefined,
  action: '/console/myapps/a/distribution/',
  csrfToken: 'tok',
  saved: false,
};

describe('DistributionPanel', () => {
  it('lists exactly what going public still needs, and posts with the CSRF token', () => {
    const html = render(<DistributionPanel {...distribution} />);
    expect(textOf(html)).toContain('Vendor name is required to make an app public');
    expect(textOf(html)).toContain('Contact link is required to make an app public');
    expect(textOf(html)).not.toContain('Privacy policy is required');
    expect(html).toContain('name="csrf" value="tok"');
    expect(tagsWith(html, 'form', 'method="post"', 'action="/console/myapps/a/distribution/"')).toHaveLength(
      1,
    );
    expect(posts(html, 'save')).toBe(true);
  });

  it('links each refused field from the summary and describes the control by its error', () => {
    const problems = [{ field: 'privacyPolicy', message: 'Privacy policy must be an absolute https URL' }];
    const html = render(<DistributionPanel {...distribution} problems={problems} />);
    expect(html).toContain('href="#console-distribution-privacyPolicy"');
    expect(html).toMatch(
      /id="console-distribution-privacyPolicy"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="console-distribution-privacyPolicy"/,
    );
    expect(html).toContain('aria-describedby="console-distribution-privacyPolicy-error');
  });

  it('offers no public choice without the permission, and no save to a viewer', () => {
    const html = render(<DistributionPanel {...distribution} goPublic={false} canEdit={false} />);
    expect(html).not.toContain('value="public"');
    expect(textOf(html)).toContain('needs the direct app distribution permission');
    expect(textOf(html)).toContain('Your role lets you look at this page but not change it.');
    expect(posts(html, 'save')).toBe(false);
  });

  it('lets a public app go back to development without the permission', () => {
    const html = render(<DistributionPanel {...distribution} goPublic={false} status="public" />);
    expect(tagsWith(html, 'input', 'value="development"')).toHaveLength(1);
    expect(textOf(html)).toContain('needs the direct app distribution permission');
  });

  it('shows the install URL once public', () => {
    const url = 'https://portal.example/oauth2/auth?client_id=abc&response_type=code';
    const html = render(
      <DistributionPanel {...distribution} status="public" appType="oauth2" installUrl={url} />,
    );
    expect(html).toContain('client_id=abc&amp;response_type=code');
  });

  it('speaks French', () => {
    expect(textOf(render(<DistributionPanel {...distribution} />, FR))).toContain('Statut de distribution');
  });
});

describe('EnvironmentsPanel', () => {
  it('shows each environment’s last deployment and the commands, never a secret', () => {
    const html = render(
      <EnvironmentsPanel
        environments={[
          { type: 'DEVELOPMENT', last: undefined, recent: [] },
          {
            type: 'PRODUCTION',
            last: { id: 'd2', status: 'FAILED', version: 'v2', startedAt: '2026-11-26T10:00:00Z' },
            recent: [
              { id: 'd2', status: 'FAILED', version: 'v2', startedAt: '2026-11-26T10:00:00Z' },
              { id: 'd1', status: 'DONE', version: 'v1', startedAt: '2026-11-25T10:00:00Z' },
            ],
          },
        ]}
        recordCommand={'curl -u "cid:$CLIENT_SECRET" https://portal.example/api/console/apps/a/deployments'}
        listCommand={
          'curl -u "cid:$CLIENT_SECRET" https://portal.example/api/console/apps/a/deployments?limit=5'
        }
      />,
    );
    const text = textOf(html);
    expect(text).toContain('Never deployed');
    expect(text).toContain('Failed');
    expect(text).toContain('v1');
    expect(text).toContain('cid:$CLIENT_SECRET');
  });
});

const outbound: OutboundAuthProps = {
  canEdit: true,
  services: [
    { provider: 'google', key: 'google-drive', clientId: 'g-client', scopes: ['drive.file'] },
    {
      provider: 'oauth2',
      key: 'crm',
      clientId: 'crm-client',
      scopes: [],
      authorizationUrl: 'https://crm.example/auth',
      tokenUrl: 'https://crm.example/token',
      profileRetrieverUrl: 'https://crm.example/me',
    },
  ],
  values: {
    provider: 'oauth2',
    key: '',
    displayName: '',
    clientId: '',
    scopes: '',
    authorizationUrl: '',
    tokenUrl: '',
    profileRetrieverUrl: '',
  },
  editing: undefined,
  problems: [],
  refusedIntent: undefined,
  quota: 10,
  action: '/console/myapps/a/outbound-auth/',
  csrfToken: 'tok',
  done: undefined,
};

describe('OutboundAuthPanel', () => {
  it('lists services with the profile retriever URL and never a secret field value', () => {
    const html = render(<OutboundAuthPanel {...outbound} />);
    expect(textOf(html)).toContain('https://crm.example/me');
    expect(textOf(html)).toContain('Client secret stored, not shown');
    expect(html).toMatch(/<input[^>]*type="password"/);
    expect(html).not.toMatch(/type="password"[^>]*value=/);
    expect(posts(html, 'remove')).toBe(true);
    expect(posts(html, 'put')).toBe(true);
  });

  it('names the refused field of the service form', () => {
    const problems = [{ field: 'profileRetrieverUrl', message: 'Profile retriever URL is required' }];
    const html = render(<OutboundAuthPanel {...outbound} problems={problems} refusedIntent="put" />);
    expect(html).toContain('href="#console-outbound-profileRetrieverUrl"');
  });

  it('shows a viewer the list but no form', () => {
    const html = render(<OutboundAuthPanel {...outbound} canEdit={false} />);
    expect(html).not.toContain('<form');
  });
});

const members: MembersProps = {
  canManage: true,
  owner: { email: 'owner@example.com' },
  members: [
    { accountId: 'acc-2', email: 'viewer@example.com', role: 'viewer', addedAt: '2026-11-26T10:00:00Z' },
  ],
  values: { email: '', role: 'viewer' },
  problems: [],
  refusedIntent: undefined,
  quota: 25,
  action: '/console/myapps/a/members/',
  csrfToken: 'tok',
  done: undefined,
};

describe('MembersPanel', () => {
  it('lists the owner and members, with the owner’s add, role and remove forms', () => {
    const html = render(<MembersPanel {...members} />);
    const text = textOf(html);
    expect(text).toContain('owner@example.com');
    expect(text).toContain('viewer@example.com');
    expect(text).toContain('An app can have up to 25 members.');
    expect(posts(html, 'add')).toBe(true);
    expect(posts(html, 'role')).toBe(true);
    expect(posts(html, 'remove')).toBe(true);
    expect(html).toContain('<label for="members-role-acc-2"');
  });

  it('names the email field when no account uses it', () => {
    const problems = [{ field: 'email', message: 'Member email: no portal account uses this address.' }];
    const html = render(<MembersPanel {...members} problems={problems} refusedIntent="add" />);
    expect(html).toContain('href="#console-members-email"');
  });

  it('gives everyone else the list only', () => {
    const html = render(<MembersPanel {...members} canManage={false} />);
    expect(html).not.toContain('<form');
  });
});

describe('AuditPanel', () => {
  const props: AuditProps = {
    rows: [
      {
        id: 'e2',
        at: '2026-11-26T10:00:00Z',
        action: 'deployment.recorded',
        actor: { kind: 'app', clientId: 'cid' },
        details: [['environment', 'PRODUCTION']],
      },
      {
        id: 'e1',
        at: '2026-11-25T10:00:00Z',
        action: 'member.added',
        actor: { kind: 'developer', label: 'owner@example.com' },
        details: [],
      },
    ],
    page: 1,
    pages: 2,
    badPage: false,
    newerHref: undefined,
    olderHref: '/console/myapps/a/audit-log/?page=2',
  };

  it('names who changed what, newest first, with paging', () => {
    const text = textOf(render(<AuditPanel {...props} />));
    expect(text.indexOf('Recorded a deployment')).toBeLessThan(text.indexOf('Added a member'));
    expect(text).toContain('The app itself (client ID cid)');
    expect(text).toContain('owner@example.com');
    expect(text).toContain('Page 1 of 2');
    expect(render(<AuditPanel {...props} />)).toContain('href="/console/myapps/a/audit-log/?page=2"');
  });
});
