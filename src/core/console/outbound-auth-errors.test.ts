import { describe, expect, it } from 'vitest';
import {
  AppOrOutboundAuthServiceNotFound,
  findOutboundAuthService,
  OutboundAuthServiceNotFound,
} from './outbound-auth-errors.ts';

const drive = { provider: 'google' as const, key: 'drive', clientId: 'c', scopes: [] };

describe('outbound auth errors (spec §8)', () => {
  it('finds a service of a visible app', () => {
    expect(findOutboundAuthService({ outboundAuth: [drive] }, 'drive')).toBe(drive);
  });

  it('says OutboundAuthServiceNotFound when the visible app lacks the service', () => {
    const error = (() => {
      try {
        findOutboundAuthService({ outboundAuth: [drive] }, 'dropbox');
      } catch (thrown) {
        return thrown;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(OutboundAuthServiceNotFound);
    expect(error).toMatchObject({
      name: 'OutboundAuthServiceNotFound',
      status: 404,
      message: "No outbound auth service 'dropbox' on this app",
    });
  });

  it('says AppOrOutboundAuthServiceNotFound, not which, when the app is missing or hidden', () => {
    expect(() => findOutboundAuthService(undefined, 'drive')).toThrow(AppOrOutboundAuthServiceNotFound);
    expect(() => findOutboundAuthService(undefined, 'drive')).toThrow(
      "No app or outbound auth service 'drive' was found",
    );
    expect(new AppOrOutboundAuthServiceNotFound('x').status).toBe(404);
  });
});
