/**
 * Prints the server project's test files that open a database, one per line: CI's PostgreSQL pass
 * runs only these (a file of pure rules passes or fails alike on either engine, and the first pass
 * already ran it on PGlite).
 *
 * A file opens a database when it, or a module it imports (following relative imports and the
 * `@contract`/`@rules` aliases, not `import type`), calls `openDatabase(`: the test databases of
 * tests/support/db.ts, and the files that open one themselves. Found from the imports, so a new
 * test file is classed without a list to keep.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
/** The server project's test folders (vitest.config.ts). */
const testRoots = ['server', 'contract', 'rules', 'tests/server'];
const aliases: Record<string, string> = {
  '@contract': 'contract/index.ts',
  '@rules': 'rules/index.ts',
};

function testFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const rel = path.join(dir, name);
    if (name === 'node_modules') return [];
    if (statSync(path.join(root, rel)).isDirectory()) return testFiles(rel);
    return name.endsWith('.test.ts') ? [rel] : [];
  });
}

function resolveFile(base: string): string | null {
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? null;
}

/** The project's files a module imports at run time. */
function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const specs = [
    ...source.matchAll(/^\s*(?:import|export)(?!\s+type\b)[^;'"]*?from\s*['"]([^'"]+)['"]/gm),
    ...source.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm),
    ...source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((m) => m[1] ?? '');
  return specs.flatMap((spec) => {
    const aliased = Object.entries(aliases).find(
      ([alias]) => spec === alias || spec.startsWith(`${alias}/`),
    );
    let target: string | null = null;
    if (spec.startsWith('.')) target = resolveFile(path.resolve(path.dirname(file), spec));
    else if (aliased) {
      const [alias, to] = aliased;
      target =
        spec === alias
          ? path.join(root, to)
          : resolveFile(path.join(root, path.dirname(to), spec.slice(alias.length + 1)));
    }
    return target ? [target] : [];
  });
}

const opens = new Map<string, boolean>();

/** Whether the module or anything it imports opens a database (cycles count as not, once). */
function opensDatabase(file: string): boolean {
  const known = opens.get(file);
  if (known !== undefined) return known;
  opens.set(file, false);
  const result =
    readFileSync(file, 'utf8').includes('openDatabase(') || importsOf(file).some(opensDatabase);
  opens.set(file, result);
  return result;
}

const files = testRoots
  .flatMap(testFiles)
  .filter((rel) => opensDatabase(path.join(root, rel)))
  .sort();
process.stdout.write(`${files.join('\n')}\n`);
