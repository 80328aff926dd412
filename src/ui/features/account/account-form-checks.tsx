import { useEffect } from 'react';
import { translator, type I18nPayload } from '../../i18n/i18n-context.tsx';
import { fieldCheckMessage } from './field-check-message.ts';
import { accountMessages } from './messages.ts';

/** Props of {@link AccountFormChecks}. */
export interface AccountFormChecksProps {
  /** Id of the server-rendered account form to watch. */
  formId: string;
  /** `payloadFor(locale, accountMessages)`. */
  i18n: I18nPayload;
}

/** Marks a field the script flagged, so it clears only its own marks, never the server's. */
const FLAGGED = 'data-check-invalid';

/**
 * ISLAND (`client:idle`), renders nothing: gives the browser's own form checks what the server's
 * errors have. The browser stops the post and focuses the first refused field, but tells
 * assistive technology neither that it is invalid nor why once its bubble is gone: each refused
 * field gets `aria-invalid` and its message (the portal's words, in the reader's language) in the
 * field's check line, which its `aria-describedby` already names. Typing a valid value clears both.
 */
export function AccountFormChecks({ formId, i18n }: AccountFormChecksProps) {
  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return undefined;
    const t = translator(accountMessages, i18n);
    const show = (field: HTMLInputElement) => {
      const line = document.getElementById(`${field.id}-check`);
      const message = fieldCheckMessage(field.name, field.validity);
      if (message === undefined) {
        if (!field.hasAttribute(FLAGGED)) return;
        field.removeAttribute(FLAGGED);
        field.removeAttribute('aria-invalid');
        if (line !== null) line.textContent = '';
        return;
      }
      field.setAttribute(FLAGGED, '');
      field.setAttribute('aria-invalid', 'true');
      if (line !== null) line.textContent = t(message.id, message.values);
    };
    const onInvalid = (event: Event) => {
      if (event.target instanceof HTMLInputElement) show(event.target);
    };
    const onInput = (event: Event) => {
      if (event.target instanceof HTMLInputElement && event.target.hasAttribute(FLAGGED)) show(event.target);
    };
    // `invalid` does not bubble: listen in the capture phase.
    form.addEventListener('invalid', onInvalid, true);
    form.addEventListener('input', onInput);
    return () => {
      form.removeEventListener('invalid', onInvalid, true);
      form.removeEventListener('input', onInput);
    };
  }, [formId, i18n]);
  return null;
}
