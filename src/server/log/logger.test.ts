import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.ts';

describe('createLogger', () => {
  it('writes one JSON object per line with level, message, base and fields', () => {
    const lines: string[] = [];
    const log = createLogger('info', { service: 'portal' }, (line) => lines.push(line)).child({
      requestId: 'r1',
    });
    log.debug('hidden');
    log.warn('slow', { ms: 12, error: new Error('boom') });
    expect(lines).toHaveLength(1);
    const record = JSON.parse(lines[0]!);
    expect(record).toMatchObject({ level: 'warn', msg: 'slow', service: 'portal', requestId: 'r1', ms: 12 });
    expect(record.error).toMatchObject({ name: 'Error', message: 'boom' });
    expect(Date.parse(record.time)).not.toBeNaN();
  });

  it('never writes a console client secret, even inside an error', () => {
    const lines: string[] = [];
    const secret = `pcs_${'a'.repeat(43)}`;
    createLogger('info', {}, (line) => lines.push(line)).error('failed', {
      error: new Error(`bad ${secret}`),
    });
    expect(lines[0]).not.toContain(secret);
    expect(lines[0]).toContain('pcs_[redacted]');
  });
});
