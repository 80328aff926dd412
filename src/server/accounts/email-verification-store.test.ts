import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../storage/database.ts';
import { describeOnEveryDatabase } from '../storage/every-database.test-helper.ts';
import { migrate } from '../storage/migrate.ts';
import { MIGRATIONS } from '../storage/migrations.ts';
import { findAccountById, insertAccount, updateEmail } from './account-store.ts';
import {
  consumeVerificationToken,
  issueVerificationToken,
  VERIFICATION_TTL_MS,
  VERIFICATIONS_PER_HOUR,
} from './email-verification-store.ts';

const NOW = new Date('2026-05-01T10:00:00Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);

function tokenContract(name: string, open: () => Promise<Database>) {
  describe(name, () => {
    let db: Database;
    beforeAll(async () => {
      db = await open();
      await migrate(db, MIGRATIONS);
    }, 60_000);
    afterAll(() => db.close());

    const account = async (email: string) =>
      (await insertAccount(db, { email, screenName: 'Tester', provider: 'builtin' }))!;
    const verified = async (id: string) => (await findAccountById(db, id))?.emailVerified;

    it('starts every account unverified, and verifies it once with a link', async () => {
      const { id } = await account('once@example.com');
      expect(await verified(id)).toBe(false);
      const token = (await issueVerificationToken(db, id, 'once@example.com', NOW))!;
      expect(token).toMatch(/^[\w-]{43}$/);
      // Only a hash is stored: the table cannot be turned back into working links.
      const rows = await db.query<{ token_hash: string }>(
        'select token_hash from email_verifications where account_id = $1',
        [id],
      );
      expect(rows).toEqual([{ token_hash: createHash('sha256').update(token).digest('base64url') }]);
      expect(await consumeVerificationToken(db, token, later(1000))).toEqual({ ok: true, accountId: id });
      expect(await verified(id)).toBe(true);
      expect(await consumeVerificationToken(db, token, later(2000))).toEqual({ ok: false, reason: 'used' });
    });

    it('refuses an expired link, and verifies nothing with it', async () => {
      const { id } = await account('late@example.com');
      const token = (await issueVerificationToken(db, id, 'late@example.com', NOW))!;
      expect(await consumeVerificationToken(db, token, later(VERIFICATION_TTL_MS))).toEqual({
        ok: false,
        reason: 'expired',
      });
      expect(await verified(id)).toBe(false);
    });

    it('refuses a wrong or malformed token', async () => {
      const { id } = await account('wrong@example.com');
      const token = (await issueVerificationToken(db, id, 'wrong@example.com', NOW))!;
      const wrong = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
      for (const candidate of [wrong, '', 'x', "' or 1=1 --", 'a'.repeat(500)]) {
        expect(await consumeVerificationToken(db, candidate, later(1000))).toEqual({
          ok: false,
          reason: 'invalid',
        });
      }
      expect(await verified(id)).toBe(false);
    });

    it('refuses a link for an address the account no longer has', async () => {
      const { id } = await account('old@example.com');
      const token = (await issueVerificationToken(db, id, 'old@example.com', NOW))!;
      expect(await updateEmail(db, id, 'new@example.com')).toBe(true);
      expect(await consumeVerificationToken(db, token, later(1000))).toEqual({
        ok: false,
        reason: 'address-changed',
      });
      expect(await verified(id)).toBe(false);
      // The new address's own link works.
      const fresh = (await issueVerificationToken(db, id, 'New@Example.com', later(2000)))!;
      expect((await consumeVerificationToken(db, fresh, later(3000))).ok).toBe(true);
      expect(await verified(id)).toBe(true);
      // Changing the address again makes it unverified again.
      expect(await updateEmail(db, id, 'newer@example.com')).toBe(true);
      expect(await verified(id)).toBe(false);
    });

    it('verifies once when the same link is followed twice at the same moment', async () => {
      const { id } = await account('race@example.com');
      const token = (await issueVerificationToken(db, id, 'race@example.com', NOW))!;
      const results = await Promise.all([
        consumeVerificationToken(db, token, later(1000)),
        consumeVerificationToken(db, token, later(1000)),
      ]);
      expect(results.filter((result) => result.ok)).toHaveLength(1);
    });

    it('sends at most the hourly number of links to one account', async () => {
      const { id } = await account('many@example.com');
      for (let i = 0; i < VERIFICATIONS_PER_HOUR; i += 1) {
        expect(await issueVerificationToken(db, id, 'many@example.com', later(i * 1000))).toBeDefined();
      }
      expect(await issueVerificationToken(db, id, 'many@example.com', later(10_000))).toBeUndefined();
      expect(await issueVerificationToken(db, id, 'many@example.com', later(3_600_001))).toBeDefined();
    });
  });
}

describe('email verification tokens', () => {
  describeOnEveryDatabase('portico_verification', tokenContract);
});
