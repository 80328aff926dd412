import { useState, type ComponentType } from 'react';
import { loadPreferencesDialog } from './load-preferences-dialog.ts';
import type { PreferencesDialogProps } from './preferences-dialog.tsx';

/** A trigger's view of the lazily loaded preferences dialog. */
export interface PreferencesDialogState {
  /** The dialog component once open (its code loaded), else undefined. */
  Dialog: ComponentType<PreferencesDialogProps> | undefined;
  /**
   * Render the dialog with this key. It changes with every opening, so a reopen that React
   * batches with the close before it (Escape, then Enter at once) still mounts the dialog afresh,
   * which shows it again.
   */
  dialogKey: number;
  /** Loads the dialog's code ahead of a click (on hover or focus). */
  prefetch: () => void;
  /** Loads the code if needed, then opens the dialog. */
  open: () => void;
  close: () => void;
}

/** Opens the preferences dialog from a trigger, loading its code on first use. */
export function usePreferencesDialog(): PreferencesDialogState {
  const [{ Dialog, dialogKey }, setState] = useState<{
    Dialog: ComponentType<PreferencesDialogProps> | undefined;
    dialogKey: number;
  }>({ Dialog: undefined, dialogKey: 0 });
  const report = (error: unknown) => {
    // eslint-disable-next-line no-console -- the trigger stays usable; a later click retries.
    console.warn('Cookie preferences could not be opened', error);
  };
  return {
    Dialog,
    dialogKey,
    prefetch: () => void loadPreferencesDialog().catch(() => undefined),
    open: () => {
      loadPreferencesDialog().then(
        (module) => setState((was) => ({ Dialog: module.PreferencesDialog, dialogKey: was.dialogKey + 1 })),
        report,
      );
    },
    close: () => setState((was) => ({ Dialog: undefined, dialogKey: was.dialogKey })),
  };
}
