import type { Logger } from '../log/logger.ts';
import type { Database } from '../storage/database.ts';
import { consumeVerificationToken, type VerificationFailure } from './email-verification-store.ts';

/** What following a verification link did; the verify page explains each. */
export type VerifyOutcome = 'verified' | VerificationFailure | 'unavailable';

/** The outcome and the page's status: 200 verified, 400 a link that cannot work, 503 storage down. */
export interface VerifyPageState {
  outcome: VerifyOutcome;
  status: 200 | 400 | 503;
}

/**
 * Follows the link of /account/verify?token=… (a plain GET, so it works from any mail client
 * and without JavaScript). The token is checked and spent by consumeVerificationToken.
 */
export async function verifyPageState(
  url: URL,
  deps: { db: () => Promise<Database>; now: () => Date; log: Logger },
): Promise<VerifyPageState> {
  const token = url.searchParams.get('token') ?? '';
  try {
    const result = await consumeVerificationToken(await deps.db(), token, deps.now());
    if (result.ok) {
      deps.log.info('email verified', { accountId: result.accountId });
      return { outcome: 'verified', status: 200 };
    }
    return { outcome: result.reason, status: 400 };
  } catch (error) {
    deps.log.error('email verification failed', { error: String(error) });
    return { outcome: 'unavailable', status: 503 };
  }
}
