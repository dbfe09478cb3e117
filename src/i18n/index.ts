/**
 * The app's message layer: messages and the current language. See src/README.md, "Messages".
 *
 *   import { m } from '../i18n';
 *   <Button>{m.frame_send_now()}</Button>
 *   <Text>{m.frame_saves_waiting({ count })}</Text>   // plural by Intl.PluralRules
 *
 * Messages live in `messages/<area>/<locale>.json` and are compiled by Paraglide into
 * `paraglide/` (generated); a screen's chunk carries only the messages it calls. Call them while
 * rendering, never at module level (the language can change while the app runs), and never index
 * `m` with a computed key (that ships every message): write a map of message functions instead,
 * as `pages.ts` does.
 *
 * Formatters (`./format`), page titles (`./pages`) and saves' lines (`./saves`) are imported from
 * their own modules: whatever this one re-exported would travel with the first screen's code.
 */
export { m } from './paraglide/messages.js';
export { browserLocale, localeNames, locales, localeStore, useLocale, type Locale } from './locale';
