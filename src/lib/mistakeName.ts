import type { Locale } from '../i18n';

/**
 * A mistake type's name as the tablet shows it: the Tamil name on a tablet set to Tamil, when the
 * type has one, else the English name. Only shown: a tap is saved by the English name, and the
 * server matches it to the master by that name whatever the tablet shows.
 */
export const mistakeName = (
  english: string,
  tamil: string | null | undefined,
  locale: Locale,
): string => (locale === 'ta' && tamil ? tamil : english);

/**
 * Shows any English mistake name (a tap made here, one kept on the tablet, a recorded row) by the
 * master's names: for lists whose entries carry only the English name.
 */
export function mistakeNamesOf(
  master: readonly { name: string; nameTa?: string | null }[],
  locale: Locale,
): (english: string) => string {
  const tamil = new Map(master.map((m) => [m.name, m.nameTa]));
  return (english) => mistakeName(english, tamil.get(english), locale);
}
