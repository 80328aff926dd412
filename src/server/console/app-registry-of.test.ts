import { describe, expect, it } from 'vitest';
import type { OutboundAuthServiceInput } from '../../schemas/console.ts';
import { insertAccount } from '../accounts/account-store.ts';
import { readServerEnv } from '../config/env.ts';
import { openTestPglite } from '../storage/test-pglite.test-helper.ts';
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

describe('APP_REGISTRY=vendor', () => {
  const vendor = {
    APP_REGISTRY: 'vendor',
    APP_REGISTRY_URL: 'https://platform.example/portal',
    APP_REGISTRY_TOKEN: 't',
  };

  it('needs APP_REGISTRY_URL and APP_REGISTRY_TOKEN together', () => {
    expect(() => readServerEnv({ APP_REGISTRY: 'vendor' })).toThrow(
      /APP_REGISTRY_URL: is required when APP_REGISTRY=vendor\n {2}APP_REGISTRY_TOKEN: is required when APP_REGISTRY=vendor/,
    );
    expect(() => readServerEnv({ ...vendor, APP_REGISTRY_TOKEN: '' })).toThrow(
      /APP_REGISTRY_TOKEN: is required when APP_REGISTRY=vendor/,
    );
    expect(readServerEnv(vendor)).toMatchObject({ APP_REGISTRY: 'vendor', APP_REGISTRY_TIMEOUT_MS: 10_000 });
  });

  it('takes https, or http only on this machine, and no credentials in the URL', () => {
    expect(readServerEnv({ ...vendor, APP_REGISTRY_URL: 'http://127.0.0.1:8080' }).APP_REGISTRY_URL).toBe(
      'http://127.0.0.1:8080',
    );
    expect(() => readServerEnv({ ...vendor, APP_REGISTRY_URL: 'http://platform.example' })).toThrow(
      /APP_REGISTRY_URL: must be https \(http only for localhost/,
    );
    expect(() => readServerEnv({ ...vendor, APP_REGISTRY_URL: 'https://user:pw@platform.example' })).toThrow(
      /APP_REGISTRY_URL: must not carry credentials/,
    );
    expect(() => readServerEnv({ ...vendor, APP_REGISTRY_URL: 'ftp://platform.example' })).toThrow(
      /APP_REGISTRY_URL/,
    );
  });

  it('builds the vendor client, which needs no database and says so by its kind', async () => {
    const registry = await appRegistryFrom(readServerEnv(vendor), {
      db: () => Promise.reject(new Error('the vendor registry must not open the database')),
      employeeEmailDomain: () => Promise.reject(new Error('not needed')),
      authorizationEndpoint: 'http://localhost:3000/oauth2/auth',
      now: () => new Date(),
    });
    expect(registry.kind).toBe('vendor');
  });
});

describe('appRegistryFrom', () => {
  it('seals outbound secrets with a key generated once in the database when none is configured', async () => {
    const db = await openTestPglite();
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
