import { describe, expect, it } from 'vitest';
import { readServerEnv } from '../config/env.ts';
import { consentOf, requestEnvironment } from './consent-of.ts';
import { telemetryProps } from './telemetry-props.ts';

const site = {
  environments: {
    production: ['developer.example.com'],
    staging: ['developer.stg.example.com'],
    local: ['localhost', '127.0.0.1'],
  },
};
const env = readServerEnv({
  SEGMENT_WRITE_KEY: 'prod-key',
  SEGMENT_SCRIPT_URL: 'https://cdn.example.net/prod/{key}.js',
  SEGMENT_STAGING_SCRIPT_URL: 'https://cdn.example.net/stg/{key}.js',
  SENTRY_DSN: 'https://public@errors.example.net/7',
  RELEASE_ID: 'r-9',
});
const request = (url: string, cookie?: string) =>
  new Request(url, cookie === undefined ? {} : { headers: { cookie } });

describe('telemetryProps', () => {
  it('uses the production URL and key in production, with error reporting tagged by app module', () => {
    expect(telemetryProps(request('https://developer.example.com/cloud/'), site, env)).toEqual({
      environment: 'production',
      analytics: {
        segment: { scriptUrl: 'https://cdn.example.net/prod/{key}.js', writeKey: 'prod-key' },
        pageProperties: { environment: 'production', appModule: 'docs-index' },
      },
      errorReporting: { dsn: 'https://public@errors.example.net/7', release: 'r-9', appModule: 'docs-index' },
    });
  });

  it('falls back to the collector where the environment has no key of its own', () => {
    const props = telemetryProps(request('https://developer.stg.example.com/'), site, env);
    expect(props.environment).toBe('staging');
    expect(props.analytics.segment).toBeUndefined();
    const withKey = telemetryProps(request('https://developer.stg.example.com/'), site, {
      ...env,
      SEGMENT_STAGING_WRITE_KEY: 'stg-key',
    });
    expect(withKey.analytics.segment).toEqual({
      scriptUrl: 'https://cdn.example.net/stg/{key}.js',
      writeKey: 'stg-key',
    });
  });

  it('reports no errors without a DSN', () => {
    expect(
      telemetryProps(request('http://localhost:3000/'), site, readServerEnv({})).errorReporting,
    ).toBeUndefined();
  });
});

describe('consentOf', () => {
  it("reads the environment's own consent cookie", () => {
    expect(requestEnvironment(request('http://127.0.0.1:4000/'), site)).toBe('local');
    expect(consentOf(request('http://127.0.0.1:4000/', 'portico_consent_test=v1:1.2'), site)).toEqual({
      allowed: [1, 2],
    });
    expect(consentOf(request('http://127.0.0.1:4000/', 'portico_consent=v1:1.2'), site)).toBeUndefined();
    expect(consentOf(request('https://developer.example.com/', 'portico_consent=v1:1'), site)).toEqual({
      allowed: [1],
    });
    expect(consentOf(request('https://developer.example.com/'), site)).toBeUndefined();
  });
});
