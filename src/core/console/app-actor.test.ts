import { describe, expect, it } from 'vitest';
import { appActorId, clientIdOfActor } from './app-actor.ts';

describe('app actor ids', () => {
  it('round-trips a client id', () => {
    expect(clientIdOfActor(appActorId('abc_DEF-123'))).toBe('abc_DEF-123');
  });

  it('does not take an account id for an app', () => {
    expect(clientIdOfActor('3f0c1e2a-5b7d-4e8f-9a10-b2c3d4e5f607')).toBeUndefined();
  });
});
