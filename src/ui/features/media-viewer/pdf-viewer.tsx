import type { KeyboardEvent } from 'react';
import { trapTab } from '../../kit/focus-trap/focus-trap.ts';
import { ExternalIcon } from '../../kit/icons/external-icon.tsx';
import { CloseIcon } from '../../kit/icons/svg-icons.tsx';
import type { MediaRequest } from './media-request.ts';
import type { MediaViewerTexts } from './messages.ts';
import styles from './media-viewer.module.css';
import { useModalDialog } from './use-modal-dialog.ts';

/** Props of {@link PdfViewer}. */
export interface PdfViewerProps {
  pdf: Extract<MediaRequest, { kind: 'pdf' }>;
  texts: MediaViewerTexts;
  onClose: () => void;
}

/**
 * The PDF viewer (spec §2.11): a modal dialog framing a same-origin PDF in the browser's own PDF
 * viewer (decision 0055), with a link that opens the file itself in a new tab (to save or print
 * it, or where the browser has no viewer). Escape or Close closes it.
 */
export function PdfViewer({ pdf, texts, onClose }: PdfViewerProps) {
  const { dialog, initial } = useModalDialog<HTMLButtonElement>();
  const label = texts.pdfLabel(pdf.name);
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-label={label}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event: KeyboardEvent<HTMLDialogElement>) => trapTab(event.currentTarget, event)}
    >
      <div className={styles.toolbar}>
        <span className={styles.name}>{pdf.name}</span>
        <a href={pdf.href} target="_blank" rel="noopener noreferrer" className={styles.open}>
          {texts.pdfOpen}
          <ExternalIcon />
          <span className="visually-hidden"> {texts.opensInNewTab}</span>
        </a>
        <button
          ref={initial}
          type="button"
          className={styles.close}
          onClick={onClose}
          aria-label={texts.close}
        >
          <CloseIcon />
        </button>
      </div>
      <iframe className={styles.frame} src={pdf.href} title={label} />
    </dialog>
  );
}
