/**
 * The MDN HTTP Observatory grade of the portal (docs/security-headers.md): a portal that trusts
 * loopback proxies, behind the local TLS front of scripts/lib/tls-front.ts, scores A+.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { observatoryReport } from '../../scripts/lib/observatory.ts';
import { EXTRA_PORTAL_HOOK_TIMEOUT_MS, startExtraPortal, type ExtraPortal } from '../harness/index.ts';

describe('MDN HTTP Observatory', () => {
  let behindProxy: ExtraPortal;
  before(
    async () => {
      behindProxy = await startExtraPortal('observatory', { TRUST_PROXY: 'loopback' });
    },
    { timeout: EXTRA_PORTAL_HOOK_TIMEOUT_MS },
  );
  after(() => behindProxy?.stop());

  it('grades the portal A+ with every test passed', async () => {
    const report = await observatoryReport(behindProxy.url('/').replace(/\/$/, ''));
    const failed = report.tests.filter((test) => !test.pass).map((test) => `${test.name}: ${test.result}`);
    assert.deepEqual(failed, []);
    assert.equal(report.grade, 'A+');
    assert.ok(report.score >= 100, `score ${report.score}`);
  });
});
