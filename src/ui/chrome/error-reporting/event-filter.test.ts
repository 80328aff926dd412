import { describe, expect, it } from 'vitest';
import { beforeSend, decorateEvent, isInternetExplorer, type ReportableEvent } from './event-filter.ts';

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const IE11 = 'Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko';
const IE10 = 'Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.2; Trident/6.0)';

const sentryEvent = (): ReportableEvent => ({
  exception: {
    values: [
      {
        type: 'TypeError',
        value: 'x is undefined',
        stacktrace: {
          frames: [
            { filename: 'https://developer.example.com/_astro/client.js' },
            { filename: 'https://developer.example.com/_astro/drawer.js' },
          ],
        },
      },
    ],
  },
  tags: { app_module: 'homepage' },
});

describe('isInternetExplorer', () => {
  it('recognises IE 10 and 11 but not modern browsers', () => {
    expect(isInternetExplorer(IE11)).toBe(true);
    expect(isInternetExplorer(IE10)).toBe(true);
    expect(isInternetExplorer(CHROME)).toBe(false);
  });
});

describe('beforeSend', () => {
  it('drops every event on Internet Explorer and in the local environment', () => {
    expect(beforeSend(sentryEvent(), {}, { userAgent: IE11, environment: 'production' })).toBeNull();
    expect(beforeSend(sentryEvent(), {}, { userAgent: CHROME, environment: 'local' })).toBeNull();
  });

  it('keeps other events, tagged with error_type and fingerprinted by message and top frame file', () => {
    const event = beforeSend(sentryEvent(), {}, { userAgent: CHROME, environment: 'staging' });
    expect(event?.tags).toEqual({ app_module: 'homepage', error_type: 'TypeError' });
    expect(event?.fingerprint).toEqual(['x is undefined', 'https://developer.example.com/_astro/drawer.js']);
  });
});

describe('decorateEvent', () => {
  it("prefers the thrown error: its name, message and its stack's first frame file", () => {
    const error = new RangeError('too far');
    error.stack = [
      'RangeError: too far',
      '    at move (https://developer.example.com/_astro/nested-nav.js:12:7)',
      '    at onClick (https://developer.example.com/_astro/drawer.js:3:1)',
    ].join('\n');
    const event = decorateEvent(sentryEvent(), { originalException: error });
    expect(event.tags?.['error_type']).toBe('RangeError');
    expect(event.fingerprint).toEqual(['too far', 'https://developer.example.com/_astro/nested-nav.js']);
  });

  it('reads Firefox-style stacks too', () => {
    const error = new Error('boom');
    error.stack =
      'go@https://developer.example.com/_astro/a.js:1:2\n@https://developer.example.com/_astro/b.js:3:4';
    expect(decorateEvent({}, { originalException: error }).fingerprint).toEqual([
      'boom',
      'https://developer.example.com/_astro/a.js',
    ]);
  });

  it('falls back to the message for message events', () => {
    const event = decorateEvent({ message: 'Search token missing' });
    expect(event.tags).toEqual({ error_type: 'message' });
    expect(event.fingerprint).toEqual(['Search token missing', '']);
  });
});
