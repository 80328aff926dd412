import { describe, expect, it } from 'vitest';
import { appTypeFor, featureTagsFor, initialEnvironments } from './app-type.ts';

describe('the app type rule (spec §4)', () => {
  it('is Forge with more than one environment, otherwise OAuth 2.0', () => {
    expect(appTypeFor([])).toBe('oauth2');
    expect(appTypeFor(['PRODUCTION'])).toBe('oauth2');
    expect(appTypeFor(['DEVELOPMENT', 'PRODUCTION'])).toBe('forge');
    expect(appTypeFor(['DEVELOPMENT', 'STAGING', 'PRODUCTION'])).toBe('forge');
  });

  it('creates each kind with environments that the rule reads back as that kind', () => {
    expect(initialEnvironments('forge')).toEqual(['DEVELOPMENT', 'STAGING', 'PRODUCTION']);
    expect(appTypeFor(initialEnvironments('forge'))).toBe('forge');
    expect(appTypeFor(initialEnvironments('oauth2'))).toBe('oauth2');
  });

  it('tags Forge apps forge and OAuth 2.0 integrations classic_3lo', () => {
    expect(featureTagsFor('forge')).toEqual(['forge']);
    expect(featureTagsFor('oauth2')).toEqual(['classic_3lo']);
  });
});
