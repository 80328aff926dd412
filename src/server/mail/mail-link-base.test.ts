import { describe, expect, it } from 'vitest';
import { readServerEnv } from '../config/env.ts';
import { mailLinkBase } from './mail-link-base.ts';

const SITE = {
  environments: { production: ['developer.example.com'], local: ['localhost', '127.0.0.1'] },
};
const request = (url: string) => new Request(url);

describe('mailLinkBase', () => {
  it('builds links on PUBLIC_URL whatever Host the request carried', () => {
    expect(
      mailLinkBase(
        request('https://evil.example.net/api/account/register'),
        'https://developer.example.com/',
        SITE,
      ),
    ).toBe('https://developer.example.com');
  });

  it('falls back to the request origin only in a local environment', () => {
    expect(mailLinkBase(request('http://127.0.0.1:4321/api/account/register'), undefined, SITE)).toBe(
      'http://127.0.0.1:4321',
    );
    expect(mailLinkBase(request('http://localhost:3000/x'), undefined, SITE)).toBe('http://localhost:3000');
    // A forged Host elsewhere must never reach a mail: no base, so no link is sent.
    expect(mailLinkBase(request('https://evil.example.net/x'), undefined, SITE)).toBeUndefined();
    expect(mailLinkBase(request('https://developer.example.com/x'), undefined, SITE)).toBeUndefined();
  });

  it('takes PUBLIC_URL as an origin only', () => {
    expect(readServerEnv({ PUBLIC_URL: 'https://developer.example.com' }).PUBLIC_URL).toBe(
      'https://developer.example.com',
    );
    for (const bad of ['developer.example.com', 'ftp://x.example.com', 'https://x.example.com/docs/']) {
      expect(() => readServerEnv({ PUBLIC_URL: bad }), bad).toThrow(/PUBLIC_URL/);
    }
  });
});
