/** The parts of an error-reporting event the filter reads and writes (Sentry's event shape). */
export interface ReportableEvent {
  message?: string | undefined;
  exception?: { values?: ExceptionValue[] | undefined } | undefined;
  tags?: Record<string, unknown> | undefined;
  fingerprint?: string[] | undefined;
}

interface ExceptionValue {
  type?: string | undefined;
  value?: string | undefined;
  stacktrace?: { frames?: { filename?: string | undefined }[] | undefined } | undefined;
}

/** An event with its error_type tag and fingerprint. */
export type Decorated<E> = E & { tags: Record<string, unknown>; fingerprint: string[] };

/** What the reporter knows about the thrown value (Sentry's hint). */
export interface ReportHint {
  originalException?: unknown;
}

/** Internet Explorer, by its user agent (MSIE up to 10, Trident for 11). */
export function isInternetExplorer(userAgent: string): boolean {
  return /\bMSIE \d|\bTrident\//.test(userAgent);
}

/** The top frame's file of an error's own stack ("at f (file:line:col)" or "f@file:line:col"). */
function stackFile(stack: string | undefined): string | undefined {
  for (const line of (stack ?? '').split('\n')) {
    const match = /(?:\(|@|at )((?:[a-z-]+:\/\/|\/)[^\s()]+?)(?::\d+){1,2}\)?\s*$/i.exec(line.trim());
    if (match) return match[1];
  }
  return undefined;
}

/**
 * Adds the error_type tag and the fingerprint [message, first stack frame's file] (spec §7), so
 * reports group by what failed and where rather than by the whole stack. The first frame is the
 * top of the stack, where the error was thrown (Sentry lists frames oldest first, so it is the
 * last one there).
 */
export function decorateEvent<E extends ReportableEvent>(event: E, hint: ReportHint = {}): Decorated<E> {
  const thrown = hint.originalException;
  const values = event.exception?.values ?? [];
  const primary = values[values.length - 1];
  const frames = primary?.stacktrace?.frames ?? [];
  const errorType =
    (thrown instanceof Error ? thrown.name : undefined) ??
    primary?.type ??
    (event.message ? 'message' : 'unknown');
  const message =
    (thrown instanceof Error ? thrown.message : undefined) ?? primary?.value ?? event.message ?? '';
  const file =
    (thrown instanceof Error ? stackFile(thrown.stack) : undefined) ??
    frames[frames.length - 1]?.filename ??
    '';
  return { ...event, tags: { ...event.tags, error_type: errorType }, fingerprint: [message, file] };
}

/** Where the page runs, for {@link beforeSend}. */
export interface ReportContext {
  userAgent: string;
  /** The environment the server recognised from the host name. */
  environment: string;
}

/**
 * Sentry's beforeSend: drops every event on Internet Explorer and in the local environment
 * (spec §7), and decorates the rest with {@link decorateEvent}.
 */
export function beforeSend<E extends ReportableEvent>(
  event: E,
  hint: ReportHint,
  context: ReportContext,
): Decorated<E> | null {
  if (isInternetExplorer(context.userAgent) || context.environment === 'local') return null;
  return decorateEvent(event, hint);
}
