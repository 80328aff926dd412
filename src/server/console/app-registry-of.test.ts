import { describe, expect, it } from 'vitest';
import type { OutboundAuthServiceInput } from '../../schemas/console.ts';
import { insertAccount } from '../accounts/account-store.ts';
import { readServerEnv } from '../config/env.ts';
import { openPgliteDatabase } from '../storage/pglite-database.ts';
import { migrate } from '../storage/migrate.ts';
import { MIGRATIONS } from '../storage/migrations.ts';
import { appRegistryFrom, oauthIssuerOf } from './app-registry-of.ts';

const service: OutboundAuthServiceInput = {
  provider: 'google',
  key: 'google',
  clientId: 'google-client',
  scopes: [],
  clientSecret: 'google-secret',
};

describe('CONSOLE_SECRET_KEY', () => {
  it('takes 32 bytes as hex or base64url and refuses anything else', () => {
    expect(readServerEnv({ CONSOLE_SECRET_KEY: 'ab'.repeat(32) }).CONSOLE_SECRET_KEY).toHaveLength(32);
    expect(
      readServerEnv({ CONSOLE_SECRET_KEY: Buffer.alloc(32, 7).toString('base64url') }).CONSOLE_SECRET_KEY,
    ).toEqual(new Uint8Array(32).fill(7));
    expect(() => readServerEnv({ CONSOLE_SECRET_KEY: 'short' })).toThrow(
      /CONSOLE_SECRET_KEY: must be 32 bytes/,
    );
  });
});

describe('oauthIssuerOf', () => {
  it('is PUBLIC_URL under /oauth2, or the local portal without it', () => {
    expect(oauthIssuerOf(readServerEnv({ PUBLIC_URL: 'https://developer.example.com' }))).toBe(
      'https://developer.example.com/oauth2',
    );
    expect(oauthIssuerOf(readServerEnv({ PORT: '4321' }))).toBe('http://localhost:4321/oauth2');
  });
});

describe('appRegistryFrom', () => {
  it('seals outbound secrets with a key generated once in the database when none is configured', async () => {
    const db = await openPgliteDatabase(undefined);
    await migrate(db, MIGRATIONS);
    const account = await insertAccount(db, {
      email: 'dev@partner.example',
      screenName: 'Dev',
      provider: 'builtin',
    });
    const ownerId = account!.id;
    const deps = {
      db: async () => db,
      employeeEmailDomain: async () => 'vendor.example',
      authorizationEndpoint: 'http://localhost:3000/oauth2/auth',
      now: () => new Date(),
    };
    const first = await appRegistryFrom(readServerEnv({}), deps);
    expect(first.kind).toBe('embedded');
    const { app } = await first.createApp(
      { id: ownerId, email: 'dev@partner.example', emailVerified: false },
      { name: 'Sealed', appType: 'oauth2', acceptTerms: true },
    );
    await first.putOutboundAuth(app.id, { id: ownerId }, service);
    // A second registry (another process) reads the same key, so it can open what the first sealed.
    const second = await appRegistryFrom(readServerEnv({}), deps);
    const view = await second.findApp(app.id, ownerId);
    expect(view?.outboundAuth.map((entry) => entry.key)).toEqual(['google']);
    await db.close();
  });
});
