import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  buildContent,
  manifestHash,
  type BuildResult,
} from '../../src/core/content/compile/build-content.node.ts';
import { resolveBuildDir } from '../../src/core/content/compile/build-dir.node.ts';
import { MANIFEST_FILE } from '../../src/schemas/built.ts';
import { fingerprintFiles } from '../../src/core/content/fingerprint.node.ts';
import { resolveContentRoot } from '../../src/core/content/load-content.node.ts';
import { ContentValidationError } from '../../src/core/content/validation-error.ts';
import { newMarkNonce } from '../../src/core/i18n/message-marks.ts';
import { markedCatalogue } from '../../src/core/i18n/marked-catalogue.ts';
import { en } from '../../src/ui/i18n/messages.ts';
import { REPO_ROOT, step } from './repo.ts';

/** Hash of the code that turns content into a build: changing it invalidates old builds. */
export function pipelineHash(): Promise<string> {
  const roots = ['src/core', 'src/schemas', 'src/ui/i18n'].map((dir) => join(REPO_ROOT, dir));
  return fingerprintFiles(roots, (name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
}

/** Options for building content from a script. */
export interface ContentBuildOptions {
  force?: boolean;
  brokenLinks?: 'error' | 'warn';
  contentRoot?: string;
  outDir?: string;
}

/**
 * Builds the content unless the existing build matches the content root and pipeline. On invalid
 * content, prints the validation message and exits with status 1: nothing is written then.
 */
export async function ensureContentBuild(
  options: ContentBuildOptions = {},
): Promise<BuildResult | undefined> {
  const contentRoot = options.contentRoot ?? resolveContentRoot();
  const outDir = options.outDir ?? resolveBuildDir();
  // Never with drafts: `npm run dev` builds those itself and marks its pipeline hash '+drafts', so
  // its build never passes as up to date here.
  const pipeline = await pipelineHash();
  if (!options.force) {
    const expected = manifestHash(await fingerprintFiles([contentRoot]), pipeline);
    const current = await readFile(join(outDir, MANIFEST_FILE), 'utf8').then(
      (text) => JSON.parse(text).contentHash as string,
      () => '',
    );
    if (current === expected) {
      console.log(`Content build is up to date (${outDir})`);
      return undefined;
    }
  }
  step('Building content');
  const markNonce = newMarkNonce();
  try {
    return await buildContent({
      contentRoot,
      outDir,
      pipelineHash: pipeline,
      brokenLinks: options.brokenLinks ?? 'error',
      // Marks, not English: stored as message slots the server fills in the reader's locale.
      messages: markedCatalogue(en, markNonce),
      markNonce,
      log: (line) => console.log(line),
    });
  } catch (error) {
    if (error instanceof ContentValidationError) {
      console.error(`\n${error.message}\n`);
      console.error(`Content build failed: ${error.problems.length} problem(s). Nothing was written.`);
      process.exit(1);
    }
    throw error;
  }
}
