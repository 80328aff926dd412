import { describe, expect, it } from 'vitest';
import { parseConsent } from '../../../core/consent/consent-cookie.ts';
import { CONSENT_DECIDED_ATTRIBUTE, consentDecidedScript } from './decided-script.ts';

function marked(cookie: string, name = 'portico_consent_test'): boolean {
  const attributes = new Set<string>();
  const doc = { cookie, documentElement: { setAttribute: (attribute: string) => attributes.add(attribute) } };
  new Function('document', consentDecidedScript(name))(doc);
  return attributes.has(CONSENT_DECIDED_ATTRIBUTE);
}

describe('consentDecidedScript', () => {
  it('marks the page exactly when parseConsent finds a decision', () => {
    for (const value of [
      'v1:1',
      'v1:1.2.3.4',
      'v1:1.4',
      'v0:1',
      'v2:1',
      'v1:',
      'v1:5',
      'v1:1.',
      'x',
      '',
      'v1%3A1.2',
    ])
      expect(marked(`a=b; portico_consent_test=${value}; c=d`), value).toBe(
        parseConsent(decodeURIComponent(value)) !== undefined,
      );
  });

  it('reads only its own cookie, and never throws into the page', () => {
    expect(marked('portico_consent=v1:1')).toBe(false);
    expect(marked('portico_consent=v1:1', 'portico_consent')).toBe(true);
    expect(() => new Function('document', consentDecidedScript('x'))({})).not.toThrow();
  });
});
