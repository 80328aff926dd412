import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { trapTab } from '../../kit/focus-trap/focus-trap.ts';
import { CloseIcon } from '../../kit/icons/svg-icons.tsx';
import type { MediaRequest } from './media-request.ts';
import type { MediaViewerTexts } from './messages.ts';
import styles from './media-viewer.module.css';
import { useModalDialog } from './use-modal-dialog.ts';
import { FIT_INDEX, stepZoom, ZOOM_LEVELS, zoomKey } from './zoom.ts';

/** Props of {@link ImageViewer}. */
export interface ImageViewerProps {
  image: Extract<MediaRequest, { kind: 'image' }>;
  texts: MediaViewerTexts;
  onClose: () => void;
}

/**
 * The media viewer (spec §2.11): a modal dialog showing an article image as large as the window
 * allows, zoomed in and out by its buttons or the + and - keys (the image scrolls when larger
 * than the window). Escape or Close closes it.
 */
export function ImageViewer({ image, texts, onClose }: ImageViewerProps) {
  const { dialog, initial } = useModalDialog<HTMLButtonElement>();
  const stage = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState(FIT_INDEX);
  const [fit, setFit] = useState(0);

  // The fitted width: the whole image in the stage, never wider than its own pixels.
  useLayoutEffect(() => {
    const area = stage.current;
    if (area === null) return;
    const ratio = image.height > 0 ? image.width / image.height : 1;
    const width = Math.min(image.width || area.clientWidth, area.clientWidth, area.clientHeight * ratio);
    setFit(Math.max(1, Math.floor(width)));
  }, [image]);

  const level = ZOOM_LEVELS[zoom] ?? 1;
  const step = (direction: 1 | -1) => setZoom((current) => stepZoom(current, direction));
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    const direction = zoomKey(event.key);
    if (direction !== 0) {
      event.preventDefault();
      step(direction);
      return;
    }
    trapTab(event.currentTarget, event);
  };

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-label={texts.dialogLabel}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={onKeyDown}
    >
      <div className={styles.toolbar}>
        <button
          type="button"
          className={styles.tool}
          onClick={() => step(-1)}
          disabled={zoom === 0}
          aria-label={texts.zoomOut}
        >
          −
        </button>
        <output className={styles.level} aria-live="polite">
          {texts.zoomLevel(Math.round(level * 100))}
        </output>
        <button
          type="button"
          className={styles.tool}
          onClick={() => step(1)}
          disabled={zoom === ZOOM_LEVELS.length - 1}
          aria-label={texts.zoomIn}
        >
          +
        </button>
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
      <div ref={stage} className={styles.stage}>
        {fit > 0 && (
          <img
            src={image.src}
            alt={image.alt}
            className={styles.image}
            style={{ width: `${Math.round(fit * level)}px` }}
          />
        )}
      </div>
    </dialog>
  );
}
