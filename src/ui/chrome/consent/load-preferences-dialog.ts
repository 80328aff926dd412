import { loadChunk } from '../error-reporting/chunk-load-error.ts';
import type * as PreferencesDialogModule from './preferences-dialog.tsx';

type DialogModule = typeof PreferencesDialogModule;

let loading: Promise<DialogModule> | undefined;

/**
 * The preferences dialog's code, fetched on first use (hover, focus or click on a trigger), so
 * pages ship only the small triggers until a reader wants the dialog. A failed load is forgotten,
 * so the next click tries again.
 */
export function loadPreferencesDialog(): Promise<DialogModule> {
  loading ??= loadChunk(() => import('./preferences-dialog.tsx'), {
    name: 'preferences-dialog',
    requires: 'PreferencesDialog',
  }).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
