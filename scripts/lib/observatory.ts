// MDN HTTP Observatory scoring of a portal, run locally. The package's own `scan()` takes no
// ports and only reaches hosts on 80/443, so this calls its retriever with the ports of a local
// TLS front (tls-front.ts) and scores the answers exactly as `scan()` does (same tests, grader).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getCACertificates, setDefaultCACertificates } from 'node:tls';
import { startTlsFront } from './tls-front.ts';

/** One Observatory test's outcome. */
export interface ObservatoryTest {
  name: string;
  pass: boolean;
  result: string;
  scoreModifier: number;
  description: string;
}

/** The grade, score and each test, as the Observatory reports them. */
export interface ObservatoryReport {
  grade: string;
  score: number;
  algorithmVersion: number;
  tests: ObservatoryTest[];
}

interface PackageOutput {
  result: string | null;
  pass: boolean;
  scoreModifier?: number;
  scoreDescription?: string;
  constructor: { name: string };
}

const packageRoot = dirname(createRequire(import.meta.url).resolve('@mdn/mdn-http-observatory/package.json'));
const load = (path: string) => import(join(packageRoot, path));

/**
 * The package's postinstall downloads Chromium's HSTS preload list, which this offline install
 * skips (allowScripts). localhost is on no preload list, so an empty list scores it the same.
 */
function ensurePreloadList(): void {
  const file = join(packageRoot, 'conf', 'hsts-preload.json');
  if (existsSync(file)) return;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, '{}');
}

/** Scores the portal at `target` (http://127.0.0.1:PORT, started with TRUST_PROXY=loopback). */
export async function observatoryReport(target: string): Promise<ObservatoryReport> {
  ensurePreloadList();
  // The retriever gives up on a request after 10 s; a portal's very first page (cold caches, a
  // busy machine) may take longer, so it is asked once before the scan.
  for (const path of ['/', '/robots.txt']) {
    const warm = await fetch(new URL(path, target), { signal: AbortSignal.timeout(120_000) });
    await warm.body?.cancel();
  }
  const front = await startTlsFront(target);
  // The front's certificate is trusted for this process only, so the retriever verifies TLS as
  // it would for a real site instead of scoring an "invalid certificate".
  setDefaultCACertificates([...getCACertificates('default'), front.certificate]);
  try {
    const { retrieve } = await load('src/retriever/retriever.js');
    const { ALL_TESTS, ALGORITHM_VERSION } = await load('src/constants.js');
    const grader = await load('src/grader/grader.js');
    const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await load('src/grader/charts.js');
    const requests = await retrieve('localhost', { httpPort: front.httpPort, httpsPort: front.httpsPort });
    if (!requests.responses.auto)
      throw new Error(`The portal at ${target} did not answer through the TLS front.`);
    const outputs = (ALL_TESTS as Array<(r: unknown) => PackageOutput>).map((test) => test(requests));
    let withExtraCredit = 100;
    let uncurved = 100;
    const tests = outputs.map((output) => {
      const modifier = output.result ? (grader.getScoreModifier(output.result) as number) : 0;
      withExtraCredit += modifier;
      if (modifier < 0) uncurved += modifier;
      return {
        name: (output.constructor as unknown as { name: string }).name,
        pass: output.pass,
        result: output.result ?? '',
        scoreModifier: modifier,
        description: output.result ? (grader.getScoreDescription(output.result) as string) : '',
      };
    });
    const score = uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved;
    const final = grader.getGradeForScore(score) as { grade: string; score: number };
    return { grade: final.grade, score: final.score, algorithmVersion: ALGORITHM_VERSION as number, tests };
  } finally {
    await front.close();
  }
}
