/**
 * A value made on first use and kept. The portal holds its providers this way, so a page that
 * never writes never opens the database and a feature that is never used is never configured.
 */
export function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

/** A lazily made promise, with a way to see whether it was ever started. */
export interface Retrying<T> {
  (): Promise<T>;
  /** The promise if it was started and has not failed since; undefined otherwise. */
  peek(): Promise<T> | undefined;
  /** Forgets the value, so the next call makes a new one. */
  forget(): void;
}

/**
 * Like `once`, for promises: a failed attempt is forgotten, so the next call retries (the
 * database once PostgreSQL is back, the search index once the content build exists).
 */
export function retrying<T>(make: () => Promise<T>): Retrying<T> {
  let value: Promise<T> | undefined;
  const get = (() => {
    const attempt = (value ??= make().catch((error: unknown) => {
      if (value === attempt) value = undefined;
      throw error;
    }));
    return attempt;
  }) as Retrying<T>;
  get.peek = () => value;
  get.forget = () => {
    value = undefined;
  };
  return get;
}
