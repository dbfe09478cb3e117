/**
 * Bundle sizes (not a test): the JS and CSS a first visit loads (index.html's entry script,
 * module preloads and stylesheets) and what opening each route adds on top: its chunk and the
 * chunks it imports statically that the first visit did not load. Raw and gzip bytes.
 *
 *   npx vite build --outDir /tmp/benchdist && npm run bench bundle [/tmp/benchdist]
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = process.argv[2] ?? process.env.BENCH_DIST ?? '/tmp/benchdist';
const assets = path.join(dist, 'assets');

interface Size {
  raw: number;
  gzip: number;
}

const sizeCache = new Map<string, Size>();
function sizeOf(file: string): Size {
  const cached = sizeCache.get(file);
  if (cached) return cached;
  const bytes = readFileSync(path.join(assets, file));
  const size = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  sizeCache.set(file, size);
  return size;
}
const total = (files: Iterable<string>): Size =>
  [...files].reduce((t, f) => ({ raw: t.raw + sizeOf(f).raw, gzip: t.gzip + sizeOf(f).gzip }), {
    raw: 0,
    gzip: 0,
  });

/** Static imports of a chunk (`import … from "./x.js"`, `import "./x.js"`); dynamic ones are lazy. */
function staticImports(file: string): string[] {
  const code = readFileSync(path.join(assets, file), 'utf8');
  const found = new Set<string>();
  for (const m of code.matchAll(/(?:\bfrom|\bimport)\s*["']\.\/([^"']+\.js)["']/g))
    if (m[1]) found.add(m[1]);
  return [...found];
}
function closure(roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const todo = [...roots];
  for (let f = todo.pop(); f !== undefined; f = todo.pop()) {
    if (seen.has(f)) continue;
    seen.add(f);
    todo.push(...staticImports(f));
  }
  return seen;
}

const kb = (n: number) => (n / 1024).toFixed(1);
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const linked = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+)"/g)].flatMap((m) =>
  m[1] ? [m[1]] : [],
);
const initialJs = closure(linked.filter((f) => f.endsWith('.js')));
const initialCss = linked.filter((f) => f.endsWith('.css'));

console.log(`\nBundle of ${dist}\n`);
console.log('| first visit | files | raw KiB | gzip KiB |');
console.log('|---|--:|--:|--:|');
for (const [name, files] of [
  ['JS', [...initialJs]],
  ['CSS', initialCss],
] as const) {
  const t = total(files);
  console.log(`| ${name} | ${files.length} | ${kb(t.raw)} | ${kb(t.gzip)} |`);
}

// Route chunks are named after their route file (src/routes/**/<name>.tsx).
const routeNames = new Set(
  readdirSync('src/routes', { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.tsx'))
    .map((f) => path.basename(f, '.tsx')),
);
const files = readdirSync(assets);
const chunkRoute = (f: string) => f.replace(/-[\w-]{8}\.(js|css)$/, '');
const routes = files
  .filter((f) => f.endsWith('.js') && routeNames.has(chunkRoute(f)) && !initialJs.has(f))
  .map((f) => {
    const added = [...closure([f])].filter((c) => !initialJs.has(c));
    return { route: chunkRoute(f), own: sizeOf(f), added: total(added), chunks: added.length };
  })
  .sort((a, b) => b.added.gzip - a.added.gzip);

const top = Number(process.env.TOP ?? 12);
console.log(`\nLargest routes (of ${routes.length}): what opening one adds to the first visit\n`);
console.log(
  '| route | own raw KiB | own gzip KiB | added chunks | added raw KiB | added gzip KiB |',
);
console.log('|---|--:|--:|--:|--:|--:|');
for (const r of routes.slice(0, top))
  console.log(
    `| ${r.route} | ${kb(r.own.raw)} | ${kb(r.own.gzip)} | ${r.chunks} | ${kb(r.added.raw)} | ${kb(r.added.gzip)} |`,
  );

const largest = files
  .filter((f) => /\.(js|css)$/.test(f))
  .map((f) => ({ f, s: sizeOf(f), initial: initialJs.has(f) || initialCss.includes(f) }))
  .sort((a, b) => b.s.raw - a.s.raw)
  .slice(0, top);
console.log('\nLargest chunks\n');
console.log('| chunk | first visit | raw KiB | gzip KiB |');
console.log('|---|---|--:|--:|');
for (const c of largest)
  console.log(`| ${c.f} | ${c.initial ? 'yes' : 'no'} | ${kb(c.s.raw)} | ${kb(c.s.gzip)} |`);
const all = total(files.filter((f) => /\.(js|css)$/.test(f)));
console.log(
  `\nAll JS+CSS: ${files.length} files, ${kb(all.raw)} KiB raw, ${kb(all.gzip)} KiB gzip`,
);
