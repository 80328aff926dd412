import { describe, expect, it, vi } from 'vitest';
import type { Account } from '../../../schemas/account.ts';
import { accountRefresh } from './use-session-account.ts';

const account: Account = {
  id: 'a1',
  email: 'ann@example.org',
  avatarUrl: '/api/account/avatar/a1?v=1',
  screenName: 'Ann',
};

describe('accountRefresh (spec §2: the account is fetched once when the page data cannot tell)', () => {
  it('asks GET /api/account once, with credentials, however often it is called', async () => {
    const fetcher = vi.fn(async () => Response.json(account));
    const set = vi.fn();
    const refresh = accountRefresh(set, fetcher);
    await Promise.all([refresh.fetchOnce(), refresh.fetchOnce()]);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher).toHaveBeenCalledWith('/api/account', { credentials: 'include', mode: 'cors' });
    expect(set).toHaveBeenCalledWith(account);
  });

  it('asks again when the page comes back from the back/forward cache, not on a normal load', async () => {
    const fetcher = vi.fn(async () => new Response('', { status: 401 }));
    const set = vi.fn();
    const refresh = accountRefresh(set, fetcher);
    refresh.onPageShow({ persisted: false });
    expect(fetcher).not.toHaveBeenCalled();
    refresh.onPageShow({ persisted: true });
    await refresh.fetchOnce();
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(set).toHaveBeenCalledWith(undefined); // a non-ok answer means no account
  });
});
