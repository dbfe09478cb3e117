/**
 * Checks the message catalogues and compiles them with Paraglide into src/i18n/paraglide/
 * (generated, not committed). Run before dev, build, typecheck and the tests (package.json's
 * `pre…` scripts) and after `npm ci` (`prepare`), so a fresh clone needs nothing else.
 *
 *   tsx scripts/messages.ts            check, then compile; exits 1 on a missing or broken message
 *   tsx scripts/messages.ts --lenient  compile even when the check finds problems (after install)
 *
 * No network: the inlang project names its one plugin by a path into node_modules
 * (project.inlang/settings.json), which the SDK imports from disk. While this runs, `fetch` is
 * replaced by one that refuses, and a request to any http(s) address fails the run, so a
 * settings change that would need the CDN is caught here and not on a machine without internet.
 * docs/decisions/015-messages.md says why.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { CompilerOptions } from '@inlang/paraglide-js';
import { checkCatalogues, type Catalogue } from '../src/i18n/check.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const messagesDir = path.join(root, 'src/i18n/messages');
const settingsFile = path.join(root, 'project.inlang/settings.json');
const stampFile = path.join(root, '.tmp/messages.stamp');

/**
 * Paraglide's options, shared with the Vite plugin (vite.config.ts), which recompiles on change
 * in dev. The locale comes from src/i18n/locale.ts (overwriteGetLocale), so the runtime needs no
 * strategy of its own beyond the base locale: no cookie, URL or storage code is shipped.
 */
export const paraglideOptions: CompilerOptions = {
  project: './project.inlang',
  outdir: './src/i18n/paraglide',
  strategy: ['baseLocale'],
  // One module per message, so a screen's chunk carries only what it calls (the Vite plugin
  // would otherwise compile one module per language in dev).
  outputStructure: 'message-modules',
  emitReadme: false,
  emitPrettierIgnore: false,
};

interface Settings {
  baseLocale: string;
  locales: string[];
  'plugin.inlang.messageFormat': { pathPattern: string | string[] };
}

const patternOf = (area: string) => `./src/i18n/messages/${area}/{locale}.json`;

/** Reads every catalogue and checks them, and that settings.json lists exactly these areas. */
export function checkMessages(): { problems: string[]; catalogues: Catalogue[] } {
  const settings = JSON.parse(readFileSync(settingsFile, 'utf8')) as Settings;
  const areas = readdirSync(messagesDir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  const catalogues: Catalogue[] = [];
  const problems: string[] = [];
  for (const area of areas) {
    for (const name of readdirSync(path.join(messagesDir, area))) {
      if (!name.endsWith('.json')) continue;
      const locale = name.slice(0, -'.json'.length);
      try {
        const messages: unknown = JSON.parse(
          readFileSync(path.join(messagesDir, area, name), 'utf8'),
        );
        if (typeof messages !== 'object' || messages === null || Array.isArray(messages)) {
          throw new Error('not an object of messages');
        }
        catalogues.push({ area, locale, messages: messages as Record<string, unknown> });
      } catch (error) {
        problems.push(`src/i18n/messages/${area}/${name}: ${(error as Error).message}`);
      }
    }
  }
  problems.push(...checkCatalogues(catalogues, settings.locales));
  const listed = [settings['plugin.inlang.messageFormat'].pathPattern].flat();
  for (const area of areas) {
    if (!listed.includes(patternOf(area))) {
      problems.push(
        `project.inlang/settings.json: add "${patternOf(area)}" to plugin.inlang.messageFormat.pathPattern`,
      );
    }
  }
  for (const pattern of listed) {
    if (!areas.some((area) => patternOf(area) === pattern)) {
      problems.push(`project.inlang/settings.json: "${pattern}" names no area folder`);
    }
  }
  return { problems, catalogues };
}

/** What the output depends on: a change to any of it recompiles. */
function inputsHash(): string {
  const hash = createHash('sha256');
  const own = (file: string) => hash.update(file).update(readFileSync(file));
  own(settingsFile);
  own(fileURLToPath(import.meta.url));
  own(path.join(root, 'node_modules/@inlang/paraglide-js/package.json'));
  for (const area of readdirSync(messagesDir).sort()) {
    for (const name of readdirSync(path.join(messagesDir, area)).sort()) {
      own(path.join(messagesDir, area, name));
    }
  }
  return hash.digest('hex');
}

/** Compiles with `fetch` refused; throws if anything asked the network for a plugin. */
export async function compileMessages(): Promise<void> {
  const asked: string[] = [];
  const realFetch = globalThis.fetch;
  globalThis.fetch = (input: string | URL | Request) => {
    const url = input instanceof Request ? input.url : String(input);
    asked.push(url);
    return Promise.reject(new Error(`no network while compiling messages (asked for ${url})`));
  };
  try {
    const { compile } = await import('@inlang/paraglide-js');
    await compile(paraglideOptions);
  } finally {
    globalThis.fetch = realFetch;
  }
  const remote = asked.filter((url) => /^https?:/i.test(url));
  if (remote.length > 0) {
    throw new Error(
      `The message compile asked the network for ${remote.join(', ')}: project.inlang/settings.json must name its plugins by a path into node_modules.`,
    );
  }
}

async function main(): Promise<number> {
  const lenient = process.argv.includes('--lenient');
  const { problems } = checkMessages();
  if (problems.length > 0) {
    console.error(`Messages check FAILED (${problems.length}):`);
    for (const p of problems) console.error(`  ${p}`);
  }
  const hash = inputsHash();
  const upToDate =
    existsSync(stampFile) &&
    readFileSync(stampFile, 'utf8') === hash &&
    existsSync(path.join(root, paraglideOptions.outdir, 'messages/_index.js'));
  if (!upToDate) {
    await compileMessages();
    mkdirSync(path.dirname(stampFile), { recursive: true });
    writeFileSync(stampFile, hash);
  }
  return problems.length > 0 && !lenient ? 1 : 0;
}

// The inlang SDK leaves 30-second timers behind after a compile: leave at once instead of waiting.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(process.argv.includes('--lenient') ? 0 : 1);
    },
  );
}
