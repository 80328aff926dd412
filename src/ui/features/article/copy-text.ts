/** The hidden text area the fallback copies from. */
export interface CopyArea {
  value: string;
  setAttribute(name: string, value: string): void;
  style: { position: string; top: string; opacity: string };
  select(): void;
}

/** What the fallback needs of `document`; tests pass a fake. */
export interface CopyDocument {
  body: { appendChild(node: CopyArea): unknown; removeChild(node: CopyArea): unknown } | null;
  activeElement: { focus?(): void } | null;
  createElement(tagName: 'textarea'): CopyArea | null;
  execCommand(command: 'copy'): boolean;
  queryCommandSupported?(command: 'copy'): boolean;
}

/** Where copyText copies to and logs; browserCopyEnvironment() in the browser. */
export interface CopyEnvironment {
  clipboard: { writeText(text: string): Promise<void> } | undefined;
  document: CopyDocument | undefined;
  logError(message: string, error: unknown): void;
}

/** The real clipboard, document and console. */
export function browserCopyEnvironment(): CopyEnvironment {
  return {
    clipboard: typeof navigator === 'undefined' ? undefined : navigator.clipboard,
    document: typeof document === 'undefined' ? undefined : (document as unknown as CopyDocument),
    // eslint-disable-next-line no-console -- spec §8: a failed copy is reported on the console
    logError: (message, error) => console.error(message, error),
  };
}

/**
 * Copies text to the clipboard: the Clipboard API when there is one, else (or when it refuses)
 * a hidden text area and execCommand('copy'). Resolves false, after logging
 * 'Failed to copy text' with the cause (spec §8), when neither works.
 */
export async function copyText(
  text: string,
  env: CopyEnvironment = browserCopyEnvironment(),
): Promise<boolean> {
  try {
    if (env.clipboard !== undefined) {
      try {
        await env.clipboard.writeText(text);
        return true;
      } catch {
        // Refused (permissions, insecure context): the copy area may still work.
      }
    }
    copyWithCopyArea(text, env.document);
    return true;
  } catch (error) {
    env.logError('Failed to copy text', error);
    return false;
  }
}

function copyWithCopyArea(text: string, doc: CopyDocument | undefined): void {
  if (
    doc === undefined ||
    typeof doc.execCommand !== 'function' ||
    doc.queryCommandSupported?.('copy') === false
  ) {
    throw new Error('Clipboard api is not supported');
  }
  const area = doc.createElement('textarea');
  if (area === null || doc.body === null) throw new Error('Copy area reference is not defined');
  const focused = doc.activeElement;
  area.value = text;
  area.setAttribute('readonly', '');
  area.setAttribute('aria-hidden', 'true');
  area.style.position = 'fixed';
  area.style.top = '0';
  area.style.opacity = '0';
  doc.body.appendChild(area);
  try {
    area.select();
    if (!doc.execCommand('copy')) throw new Error('Failed to copy');
  } finally {
    doc.body.removeChild(area);
    focused?.focus?.();
  }
}
