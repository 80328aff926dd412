import { describe, expect, it } from 'vitest';
import {
  appQuotaProblem,
  callbackUrlQuotaProblem,
  MAX_APPS_PER_DEVELOPER,
  MAX_CALLBACK_URLS_PER_APP,
  MAX_MEMBERS_PER_APP,
  MAX_OUTBOUND_AUTH_SERVICES_PER_APP,
  memberQuotaProblem,
  outboundAuthQuotaProblem,
} from './quotas.ts';

describe('quotas', () => {
  it('allows up to the maximum and refuses the next one with a clear message', () => {
    expect(appQuotaProblem(MAX_APPS_PER_DEVELOPER - 1)).toBeUndefined();
    expect(appQuotaProblem(MAX_APPS_PER_DEVELOPER)).toEqual({
      field: 'name',
      message: 'You have reached the limit of 50 apps. Delete an app you no longer need to create another.',
    });
    expect(callbackUrlQuotaProblem(MAX_CALLBACK_URLS_PER_APP - 1)).toBeUndefined();
    expect(callbackUrlQuotaProblem(MAX_CALLBACK_URLS_PER_APP)).toEqual({
      field: 'callbackUrl',
      message: 'An app can have at most 10 callback URLs. Remove one to add another.',
    });
    expect(memberQuotaProblem(MAX_MEMBERS_PER_APP)?.message).toBe(
      'An app can have at most 25 members. Remove one to add another.',
    );
    expect(memberQuotaProblem(0)).toBeUndefined();
    expect(outboundAuthQuotaProblem(MAX_OUTBOUND_AUTH_SERVICES_PER_APP)?.field).toBe('key');
    expect(outboundAuthQuotaProblem(MAX_OUTBOUND_AUTH_SERVICES_PER_APP + 3)).toBeDefined();
  });
});
