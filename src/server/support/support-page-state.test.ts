import { describe, expect, it, vi } from 'vitest';
import type { Account } from '../../schemas/account.ts';
import { createLogger } from '../log/logger.ts';
import type { CustomerRequest } from './customer-request.ts';
import { ServiceDeskError, type ServiceDeskProvider } from './service-desk-provider.ts';
import type { SupportDraftStore } from './support-draft-store.ts';
import { LocaleSchema } from '../../schemas/site.ts';
import { catalogueFor } from '../../ui/i18n/catalogues.ts';
import { EMBEDDED_INITIAL_STATUS } from './support-request-store.ts';
import {
  EMBEDDED_STATUS_MESSAGES,
  requestView,
  supportListState,
  supportPageState,
  type SupportPageDeps,
} from './support-page-state.ts';

const ann: Account = { id: 'acc-ann', email: 'ann@x.org', screenName: 'Ann', avatarUrl: undefined };
const request = (key: string, done = false): CustomerRequest => ({
  issueId: key,
  issueKey: key,
  requestTypeId: 'forge',
  serviceDeskId: 'embedded',
  summary: `Summary of ${key}`,
  description: '',
  category: 'forge',
  createdDate: new Date('2026-02-01T10:00:00Z'),
  currentStatus: {
    status: done ? 'Resolved' : 'Waiting for support',
    statusCategory: done ? 'DONE' : 'NEW',
    statusDate: new Date('2026-02-02T10:00:00Z'),
  },
  reporter: { emailAddress: 'ann@x.org', displayName: 'Ann' },
  webUrl: undefined,
});

function deps(
  provider: Partial<ServiceDeskProvider> = {},
  draft?: Awaited<ReturnType<SupportDraftStore['read']>>,
) {
  const list = vi.fn<ServiceDeskProvider['list']>(async (_who, query) => ({
    values: [request('REQ-2'), request('REQ-1')],
    start: query.start,
    limit: query.limit,
    isLastPage: false,
  }));
  const read = vi.fn(async () => draft);
  const value: SupportPageDeps = {
    provider: () => ({ name: 'test', create: vi.fn(), list, ...provider }),
    drafts: async () => ({ read, save: vi.fn(), clear: vi.fn() }),
    log: createLogger('silent'),
  };
  return { value, list, read };
}
const url = (path: string) => new URL(path, 'http://portal.test');

describe('supportPageState', () => {
  it('offers anonymous visitors a sign-in that returns to the page, and asks nothing else', async () => {
    const { value, list, read } = deps();
    const state = await supportPageState(url('/support?created=REQ-1&error=invalid'), undefined, value);
    expect(state).toEqual({
      signedIn: false,
      loginHref: '/account/login?returnTo=%2Fsupport',
      created: undefined,
      error: undefined,
      form: undefined,
      recent: undefined,
    });
    expect(list).not.toHaveBeenCalled();
    expect(read).not.toHaveBeenCalled();
  });

  it("shows a signed-in user's newest open requests and the key just raised", async () => {
    const { value, list } = deps();
    const state = await supportPageState(url('/support/?created=REQ-2'), ann, value);
    expect(state.created).toBe('REQ-2');
    expect(state.recent).toEqual({
      ok: true,
      values: [requestView(request('REQ-2')), requestView(request('REQ-1'))],
    });
    expect(list).toHaveBeenCalledWith(
      { accountId: 'acc-ann', email: 'ann@x.org', displayName: 'Ann' },
      { status: 'OPEN_REQUESTS', start: 0, limit: 5 },
    );
    for (const bad of ['<script>', 'REQ-0', 'req-1', 'REQ-1 x']) {
      const other = await supportPageState(url(`/support/?created=${encodeURIComponent(bad)}`), ann, value);
      expect(other.created).toBeUndefined();
    }
  });

  it('shows the refused form again only after a refusal', async () => {
    const draft = {
      fields: { summary: 's', description: 'd', category: '' },
      problems: ['category-missing' as const],
    };
    const { value, read } = deps({}, draft);
    expect((await supportPageState(url('/support/'), ann, value)).form).toBeUndefined();
    expect(read).not.toHaveBeenCalled();
    const state = await supportPageState(url('/support/?error=invalid'), ann, value);
    expect(state).toMatchObject({ error: 'invalid', form: draft });
    expect((await supportPageState(url('/support/?error=other'), ann, value)).error).toBeUndefined();
  });

  it('still renders when the service desk fails: the list is marked unavailable', async () => {
    const { value } = deps({ list: () => Promise.reject(new ServiceDeskError('upstream', 'down')) });
    expect((await supportPageState(url('/support/'), ann, value)).recent).toEqual({ ok: false });
  });
});

describe('supportListState', () => {
  it('lists a page of the chosen status (page=1&statuses=open by default)', async () => {
    const { value, list } = deps();
    const state = await supportListState(url('/support/requests?page=3&statuses=closed&utm=x'), ann, value);
    expect(state).toMatchObject({
      signedIn: true,
      query: { page: 3, statuses: 'closed' },
      hasNextPage: true,
    });
    expect(list).toHaveBeenCalledWith(expect.anything(), { status: 'CLOSED_REQUESTS', start: 40, limit: 20 });
    await supportListState(url('/support/requests'), ann, value);
    expect(list).toHaveBeenLastCalledWith(expect.anything(), {
      status: 'OPEN_REQUESTS',
      start: 0,
      limit: 20,
    });
  });

  it.each(['page=0', 'page=abc', 'page=1.5', 'page=501', 'statuses=pending', 'statuses=OPEN'])(
    'marks %s invalid without asking the service desk',
    async (query) => {
      const { value, list } = deps();
      const state = await supportListState(url(`/support/requests?${query}`), ann, value);
      expect(state.query).toBeUndefined();
      expect(list).not.toHaveBeenCalled();
    },
  );

  it('sends anonymous visitors to sign in with the list as returnTo', async () => {
    const state = await supportListState(
      url('/support/requests?page=1&statuses=open'),
      undefined,
      deps().value,
    );
    expect(state.loginHref).toBe(
      '/account/login?returnTo=%2Fsupport%2Frequests%3Fpage%3D1%26statuses%3Dopen',
    );
    expect(state.signedIn).toBe(false);
  });
});

describe('status names', () => {
  it("shows the embedded desk's statuses through the catalogues, a remote desk's as it names them", () => {
    expect(requestView(request('REQ-2')).statusMessage).toBe('support.status.waitingForSupport');
    const remote = { ...request('SD-1'), serviceDeskId: '4' };
    expect(requestView(remote).statusMessage).toBeUndefined();
    expect(requestView(remote).status).toBe('Waiting for support');
  });

  it('has a translation in every locale for every status the embedded desk sets', () => {
    expect(Object.keys(EMBEDDED_STATUS_MESSAGES)).toContain(EMBEDDED_INITIAL_STATUS.status);
    for (const locale of LocaleSchema.options) {
      const messages = catalogueFor(locale);
      for (const key of Object.values(EMBEDDED_STATUS_MESSAGES)) {
        expect(messages[key], `${locale} ${key}`).toMatch(/\S/);
      }
    }
    expect(catalogueFor('fr')['support.status.waitingForSupport']).not.toBe(
      catalogueFor('en')['support.status.waitingForSupport'],
    );
  });
});
