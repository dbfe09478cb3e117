/**
 * The completeness check of the message catalogues, as plain data in and problems out: run by
 * `scripts/messages.ts` before every compile (so `npm run build`, `npm test` and CI fail on a
 * gap) and by `messages.test.ts`. Nothing here reads files, so both can use it.
 *
 * A catalogue is one area's messages in one language (`messages/<area>/<locale>.json`). Every
 * key must exist, non-empty, in every language, with the same inputs; keys start with their
 * area's name, so two areas can never define the same message.
 */

/** One area's messages in one language, as parsed from its JSON file. */
export interface Catalogue {
  readonly area: string;
  readonly locale: string;
  readonly messages: Readonly<Record<string, unknown>>;
}

/** A message with variants (plurals): inlang's message format. */
interface VariantMessage {
  readonly declarations?: readonly string[];
  readonly selectors?: readonly string[];
  readonly match: Readonly<Record<string, unknown>>;
}

const KEY = /^[a-z][A-Za-z0-9_]*$/;
const AREA = /^[a-z][a-z0-9]*$/;

/** The `{name}` placeholders of a pattern. */
const placeholders = (pattern: string): string[] =>
  [...pattern.matchAll(/\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}/g)].map((m) => m[1] ?? '');

const isVariantMessage = (v: unknown): v is VariantMessage =>
  typeof v === 'object' &&
  v !== null &&
  'match' in v &&
  typeof v.match === 'object' &&
  v.match !== null;

/**
 * What a message takes and whether it is well formed: its inputs (sorted), or a problem.
 * A plain message's inputs are its placeholders; a variant message declares them.
 */
function shapeOf(value: unknown): { inputs: string[] } | { problem: string } {
  if (typeof value === 'string') {
    if (value.trim() === '') return { problem: 'is empty' };
    return { inputs: [...new Set(placeholders(value))].sort() };
  }
  if (!Array.isArray(value) || value.length !== 1 || !isVariantMessage(value[0])) {
    return { problem: 'is neither a text nor one variant message ([{ declarations, match }])' };
  }
  const message = value[0];
  const declared = (message.declarations ?? []).map((d) => d.trim());
  const inputs = declared.filter((d) => d.startsWith('input ')).map((d) => d.slice(6).trim());
  const locals = declared
    .filter((d) => d.startsWith('local '))
    .map((d) => d.slice(6).split('=')[0]?.trim() ?? '');
  const patterns = Object.entries(message.match);
  if (!patterns.some(([selector]) => selector.split(/\s*,\s*/).every((s) => s.endsWith('=*')))) {
    return { problem: 'has no catch-all variant (every selector "=*")' };
  }
  for (const [selector, pattern] of patterns) {
    if (typeof pattern !== 'string' || pattern.trim() === '') {
      return { problem: `variant "${selector}" is empty` };
    }
    const unknown = placeholders(pattern).filter((p) => !inputs.includes(p) && !locals.includes(p));
    if (unknown.length > 0) {
      return { problem: `variant "${selector}" uses undeclared {${unknown.join('}, {')}}` };
    }
  }
  return { inputs: inputs.sort() };
}

/**
 * Every problem of the catalogues, one sentence each naming the file and the key; empty when
 * every language has every message. `locales` are the project's (base locale first).
 */
export function checkCatalogues(
  catalogues: readonly Catalogue[],
  locales: readonly string[],
): string[] {
  const problems: string[] = [];
  const file = (area: string, locale: string) => `src/i18n/messages/${area}/${locale}.json`;
  const areas = [...new Set(catalogues.map((c) => c.area))].sort();
  const owner = new Map<string, string>();

  for (const area of areas) {
    if (!AREA.test(area)) problems.push(`area "${area}": name it in lower case letters and digits`);
    const byLocale = new Map(
      catalogues.filter((c) => c.area === area).map((c) => [c.locale, c.messages]),
    );
    for (const locale of locales) {
      if (!byLocale.has(locale)) problems.push(`${file(area, locale)} is missing`);
    }
    for (const locale of byLocale.keys()) {
      if (!locales.includes(locale)) {
        problems.push(`${file(area, locale)}: "${locale}" is not a locale of the project`);
      }
    }
    const keys = [...new Set([...byLocale.values()].flatMap((m) => Object.keys(m)))].sort();
    for (const key of keys) {
      if (!KEY.test(key) || !key.startsWith(`${area}_`)) {
        problems.push(`${file(area, locales[0] ?? 'en')}: key "${key}" must start with "${area}_"`);
      }
      const other = owner.get(key);
      if (other) problems.push(`key "${key}" is in both ${other} and ${area}`);
      owner.set(key, area);

      let expected: { locale: string; inputs: string[] } | undefined;
      for (const locale of locales) {
        const messages = byLocale.get(locale);
        if (!messages) continue;
        if (!Object.hasOwn(messages, key)) {
          problems.push(`${file(area, locale)}: "${key}" is missing`);
          continue;
        }
        const shape = shapeOf(messages[key]);
        if ('problem' in shape) {
          problems.push(`${file(area, locale)}: "${key}" ${shape.problem}`);
          continue;
        }
        if (!expected) expected = { locale, inputs: shape.inputs };
        else if (expected.inputs.join() !== shape.inputs.join()) {
          problems.push(
            `${file(area, locale)}: "${key}" takes {${shape.inputs.join('}, {')}} but ${expected.locale} takes {${expected.inputs.join('}, {')}}`,
          );
        }
      }
    }
  }
  return problems;
}
