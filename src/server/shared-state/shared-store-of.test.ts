import { describe, expect, it } from 'vitest';
import { readServerEnv } from '../config/env.ts';
import { handleFeedbackIssue } from '../feedback/feedback-handler.ts';
import { createLogger } from '../log/logger.ts';
import { initialLocals } from '../middleware/initial-locals.ts';
import { createPortal } from '../portal.ts';
import { feedbackHandlerDeps } from '../portal/handler-deps.ts';
import { StorageUnavailableError } from '../storage/storage-unavailable.ts';

describe('the shared store the configuration chooses', () => {
  it('is the database without REDIS_URL, and Redis with it, made once', async () => {
    const plain = createPortal({ env: readServerEnv({}), log: createLogger('silent') });
    expect(plain.sharedState().kind).toBe('postgres');
    const redis = createPortal({
      env: readServerEnv({ REDIS_URL: 'redis://127.0.0.1:1' }),
      log: createLogger('silent'),
    });
    expect(redis.sharedState().kind).toBe('redis');
    expect(redis.sharedState()).toBe(redis.sharedState());
    expect(redis.signInTracker()).toBe(redis.signInTracker());
    await redis.close();
  });

  it('refuses a REDIS_URL that is not a Redis URL, naming the variable', () => {
    expect(() => readServerEnv({ REDIS_URL: 'http://cache:6379' })).toThrow(/REDIS_URL/);
  });

  it('answers 503 with Retry-After, not a crash, when Redis cannot be reached', async () => {
    const log = createLogger('silent');
    const portal = createPortal({ env: readServerEnv({ REDIS_URL: 'redis://127.0.0.1:1' }), log });
    try {
      await expect(portal.sharedState().get(['k'])).rejects.toBeInstanceOf(StorageUnavailableError);
      const request = new Request('http://portal.test/api/feedback-provider/issue', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ pageUrl: '/cloud/', ratingScore: '4' }),
      });
      const response = await handleFeedbackIssue(
        request,
        feedbackHandlerDeps(initialLocals(portal), request, '192.0.2.1'),
      );
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).not.toBeNull();
      // The sign-in tracker only advises: an unreachable store leaves an address clean, never throws.
      await portal.signInTracker().load('192.0.2.1');
      portal.signInTracker().failed('192.0.2.1');
      await portal.signInTracker().flushed();
      expect(portal.signInTracker().standing('192.0.2.1')).toBe('clean');
    } finally {
      await portal.close();
    }
  });
});
