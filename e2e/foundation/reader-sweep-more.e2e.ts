/**
 * The reader sweep (reader-sweep.e2e.ts), its other page types: a spec file of its own so the
 * browser-test shards can run the two halves side by side.
 */
import { e2eSpec } from '../harness/index.ts';
import { describeSweep } from './reader-sweep-suite.ts';
import { SWEEP_PAGES } from './reader-sweep-plan.ts';

describeSweep(e2eSpec(import.meta.url), 'reader sweep, continued', SWEEP_PAGES.slice(8));
