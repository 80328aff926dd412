import { useLocale } from '../../i18n/i18n-context.tsx';
import { languageTag } from '../../../core/i18n/locale.ts';

/** A time in the reader's locale, in UTC (the report's filters are UTC days). Server-rendered only. */
export function FormattedTime({ iso }: { iso: string }) {
  const locale = useLocale();
  const text = new Intl.DateTimeFormat(languageTag(locale), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(new Date(iso));
  return <time dateTime={iso}>{text}</time>;
}
