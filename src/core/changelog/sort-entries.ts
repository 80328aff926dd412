/** What ordering needs of an entry. */
interface Dated {
  date: string;
  title: string;
}

/** Entries newest first; a day's entries by title, so the order never depends on file order. */
export function newestFirst<T>(entries: readonly T[], fields: (entry: T) => Dated): T[] {
  return [...entries].sort((a, b) => {
    const x = fields(a);
    const y = fields(b);
    if (x.date !== y.date) return x.date < y.date ? 1 : -1;
    return x.title.localeCompare(y.title, 'en');
  });
}
