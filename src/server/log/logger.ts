import { redactClientSecrets } from '../../core/console/client-secret.ts';

/** Log levels in increasing severity. */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
const ORDER: Record<LogLevel | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

/** A structured logger: one JSON object per line, with a message and fields. */
export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
  child(fields: Record<string, unknown>): Logger;
}

/** Turns an Error into loggable fields; other values pass through. */
function serialise(value: unknown): unknown {
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack };
  return value;
}

/**
 * Creates a JSON-lines logger writing to `write` (stdout by default) at or above `level`. A
 * console app's client secret (`pcs_…`) never reaches a line, even inside an error message.
 */
export function createLogger(
  level: LogLevel | 'silent' = (process.env['LOG_LEVEL'] as LogLevel | undefined) ?? 'info',
  base: Record<string, unknown> = {},
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Logger {
  const emit = (at: LogLevel, msg: string, fields?: Record<string, unknown>) => {
    if (ORDER[at] < ORDER[level]) return;
    const record: Record<string, unknown> = { time: new Date().toISOString(), level: at, msg, ...base };
    for (const [key, value] of Object.entries(fields ?? {})) record[key] = serialise(value);
    write(redactClientSecrets(JSON.stringify(record)));
  };
  return {
    debug: (msg, fields) => emit('debug', msg, fields),
    info: (msg, fields) => emit('info', msg, fields),
    warn: (msg, fields) => emit('warn', msg, fields),
    error: (msg, fields) => emit('error', msg, fields),
    child: (fields) => createLogger(level, { ...base, ...fields }, write),
  };
}
