import { describe, expect, it, vi } from 'vitest';
import { copyText, type CopyArea, type CopyDocument, type CopyEnvironment } from './copy-text.ts';

function fakeDocument(
  options: { execResult?: boolean; supported?: boolean; noBody?: boolean; noArea?: boolean } = {},
) {
  const areas: CopyArea[] = [];
  const attached = new Set<CopyArea>();
  const focus = vi.fn();
  const copied: string[] = [];
  const doc: CopyDocument = {
    body: options.noBody
      ? null
      : { appendChild: (area) => attached.add(area), removeChild: (area) => attached.delete(area) },
    activeElement: { focus },
    createElement: () => {
      if (options.noArea) return null;
      const area: CopyArea = {
        value: '',
        setAttribute: vi.fn(),
        style: { position: '', top: '', opacity: '' },
        select: vi.fn(),
      };
      areas.push(area);
      return area;
    },
    execCommand: () => {
      const area = areas.at(-1);
      if (options.execResult !== false && area && attached.has(area)) copied.push(area.value);
      return options.execResult ?? true;
    },
    queryCommandSupported: () => options.supported ?? true,
  };
  return { doc, areas, attached, focus, copied };
}

function env(overrides: Partial<CopyEnvironment>): CopyEnvironment & { logError: ReturnType<typeof vi.fn> } {
  return { clipboard: undefined, document: undefined, logError: vi.fn(), ...overrides } as CopyEnvironment & {
    logError: ReturnType<typeof vi.fn>;
  };
}

describe('copyText', () => {
  it('uses the Clipboard API when there is one', async () => {
    const writeText = vi.fn(async () => undefined);
    const fake = fakeDocument();
    const environment = env({ clipboard: { writeText }, document: fake.doc });
    await expect(copyText('hello', environment)).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('hello');
    expect(fake.areas).toHaveLength(0);
    expect(environment.logError).not.toHaveBeenCalled();
  });

  it('falls back to a hidden copy area without the Clipboard API, and cleans up', async () => {
    const fake = fakeDocument();
    await expect(copyText('fallback text', env({ document: fake.doc }))).resolves.toBe(true);
    expect(fake.copied).toEqual(['fallback text']);
    expect(fake.attached.size).toBe(0);
    expect(fake.areas[0]!.select).toHaveBeenCalled();
    expect(fake.areas[0]!.style.position).toBe('fixed');
    expect(fake.focus).toHaveBeenCalled();
  });

  it('falls back when the Clipboard API refuses', async () => {
    const fake = fakeDocument();
    const writeText = vi.fn(async () => Promise.reject(new Error('NotAllowedError')));
    await expect(copyText('x', env({ clipboard: { writeText }, document: fake.doc }))).resolves.toBe(true);
    expect(fake.copied).toEqual(['x']);
  });

  it.each([
    ['no document at all', undefined, 'Clipboard api is not supported'],
    ['copy command unsupported', fakeDocument({ supported: false }).doc, 'Clipboard api is not supported'],
    ['no copy area', fakeDocument({ noArea: true }).doc, 'Copy area reference is not defined'],
    [
      'no body to hold the copy area',
      fakeDocument({ noBody: true }).doc,
      'Copy area reference is not defined',
    ],
    ['execCommand refuses', fakeDocument({ execResult: false }).doc, 'Failed to copy'],
  ])('logs "Failed to copy text" and resolves false: %s', async (_case, doc, cause) => {
    const environment = env({ document: doc });
    await expect(copyText('x', environment)).resolves.toBe(false);
    expect(environment.logError).toHaveBeenCalledTimes(1);
    const [message, error] = environment.logError.mock.calls[0]!;
    expect(message).toBe('Failed to copy text');
    expect((error as Error).message).toBe(cause);
  });

  it('removes the copy area even when copying fails', async () => {
    const fake = fakeDocument({ execResult: false });
    await copyText('x', env({ document: fake.doc }));
    expect(fake.attached.size).toBe(0);
  });
});
