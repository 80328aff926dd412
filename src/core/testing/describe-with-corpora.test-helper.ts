import { describe, it } from 'vitest';
import { CORPORA_DIR, missingCorpus } from './corpora.node.ts';

/**
 * `describe` for tests that read the shared corpora (../shared/corpora). When one of `dirs` is
 * missing, `factory` is never called (vitest runs the factories of skipped suites too, so a
 * factory that lists the corpus would crash) and the suite is reported as skipped with the reason
 * in its name. With PORTICO_REQUIRE_CORPORA=1 a missing corpus fails instead, for runs that must
 * prove the corpus tests ran.
 */
export function describeWithCorpora(
  name: string,
  dirs: readonly string[],
  factory: () => void | Promise<void>,
): void {
  const missing = missingCorpus(dirs);
  if (missing === undefined) {
    describe(name, factory);
    return;
  }
  const reason = `the shared corpora are absent (${missing}): check out ../shared beside the repository or set PORTICO_CORPORA_DIR (now ${CORPORA_DIR})`;
  if (process.env['PORTICO_REQUIRE_CORPORA'] === '1') {
    describe(name, () => {
      it('has the shared corpora (PORTICO_REQUIRE_CORPORA=1)', () => {
        throw new Error(`Cannot run: ${reason}.`);
      });
    });
    return;
  }
  process.stderr.write(`Skipped "${name}": ${reason}.\n`);
  describe.skip(`${name} — skipped: ${reason}`, () => {
    it('reads the shared corpora', () => undefined);
  });
}
