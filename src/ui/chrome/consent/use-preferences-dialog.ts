import { createElement, useState, type ComponentType } from 'react';
import type { I18nPayload } from '../../../core/i18n/payload.ts';
import { MoreMessages, useLocale } from '../../i18n/i18n-context.tsx';
import { loadIslandData } from '../../kit/islands/island-data.ts';
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

/** The dialog speaking its own messages, which load with its code (GET /api/island-data/consent). */
function withMessages(
  Dialog: ComponentType<PreferencesDialogProps>,
  i18n: I18nPayload,
): ComponentType<PreferencesDialogProps> {
  return function DialogWithMessages(props: PreferencesDialogProps) {
    return createElement(MoreMessages, { value: i18n, children: createElement(Dialog, props) });
  };
}

/** Opens the preferences dialog from a trigger, loading its code and messages on first use. */
export function usePreferencesDialog(): PreferencesDialogState {
  const locale = useLocale();
  const load = () =>
    Promise.all([loadPreferencesDialog(), loadIslandData<{ i18n: I18nPayload }>('consent', locale)]);
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
    prefetch: () => void load().catch(() => undefined),
    open: () => {
      load().then(
        ([module, part]) =>
          setState((was) => ({
            Dialog: withMessages(module.PreferencesDialog, part.i18n),
            dialogKey: was.dialogKey + 1,
          })),
        report,
      );
    },
    close: () => setState((was) => ({ Dialog: undefined, dialogKey: was.dialogKey })),
  };
}
