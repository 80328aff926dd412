// `npm run content:check`: validate the content root (schemas, rules, markdown and links) and
// write nothing.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolveContentRoot } from '../src/core/content/load-content.node.ts';
import { ensureContentBuild } from './lib/content-build.ts';

const scratch = await mkdtemp(join(tmpdir(), 'portico-check-'));
try {
  const result = await ensureContentBuild({ force: true, outDir: join(scratch, 'build') });
  console.log(`Content is valid: ${result?.pageCount ?? 0} pages in ${resolveContentRoot()}`);
} finally {
  await rm(scratch, { recursive: true, force: true });
}
