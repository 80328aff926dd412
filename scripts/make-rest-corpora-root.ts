// `node scripts/make-rest-corpora-root.ts [DIR]`: writes a content root that publishes every shared
// OpenAPI spec (../shared/corpora/openapi) under its product's REST path, into DIR (default
// $TMPDIR/portico-rest-corpora), so it can be built and browsed:
//   CONTENT_DIR=DIR PORTICO_BUILD_DIR=DIR-build npm run dev
// The specs are copies of the vendors' documents: the root is for this machine, never published.
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { missingCorpus, OPENAPI_CORPORA_DIR } from '../src/core/testing/corpora.node.ts';
import { createRestCorporaRoot, REST_CORPORA_INDEX } from '../src/core/testing/rest-corpora-root.node.ts';

const dir = resolve(process.argv[2] ?? join(tmpdir(), 'portico-rest-corpora'));
if (missingCorpus([OPENAPI_CORPORA_DIR])) {
  console.error(
    `The shared OpenAPI corpora are missing at ${OPENAPI_CORPORA_DIR} (set PORTICO_CORPORA_DIR).`,
  );
  process.exit(1);
}
if (existsSync(dir)) {
  console.error(`${dir} exists: remove it or name another folder.`);
  process.exit(1);
}
const { products, lintMap } = await createRestCorporaRoot({ dir });
for (const product of products)
  for (const spec of product.specs) console.log(`${spec.introRoute.padEnd(44)} ${spec.file}`);
if (!lintMap) console.log('(this schema has no per-source lint map: duplicate operationIds are not lowered)');
console.log(`\nWrote ${dir}. Browse it from ${REST_CORPORA_INDEX}:`);
console.log(`  CONTENT_DIR=${dir} PORTICO_BUILD_DIR=${dir}-build npm run dev`);
