/**
 * What a build makes the browser download, measured one way for the bundle benchmark
 * (bench/bundle.ts) and the build's budget check (scripts/check-budget.ts):
 *  - the first visit: index.html's entry script and every chunk it imports statically (the module
 *    preloads), and its stylesheets;
 *  - each route: its chunk and the chunks it imports statically that the first visit did not load.
 * Raw and gzip (level 9) bytes; dynamic imports are lazy and not counted.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface Size {
  raw: number;
  gzip: number;
}

export interface RouteSize {
  route: string;
  /** The route's own chunk. */
  own: Size;
  /** Everything opening the route downloads on top of the first visit. */
  added: Size;
  chunks: number;
}

export interface BundleSizes {
  dist: string;
  firstVisit: { js: Size & { files: number }; css: Size & { files: number } };
  /** Largest addition first. */
  routes: RouteSize[];
  /** Every JS and CSS file, largest raw first. */
  chunks: { file: string; size: Size; firstVisit: boolean }[];
  all: Size & { files: number };
}

/** The route files' names: the router plugin names each route's chunk after its file. */
export function routeNamesIn(routesDir: string): Set<string> {
  return new Set(
    readdirSync(routesDir, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.tsx') && !f.endsWith('.test.tsx'))
      .map((f) => path.basename(f, '.tsx')),
  );
}

const chunkRoute = (file: string) => file.replace(/-[\w-]{8}\.(js|css)$/, '');
const sum = (sizes: Size[]): Size =>
  sizes.reduce((t, s) => ({ raw: t.raw + s.raw, gzip: t.gzip + s.gzip }), { raw: 0, gzip: 0 });

export function measureBundle(
  dist: string,
  routeNames: Set<string> = routeNamesIn('src/routes'),
): BundleSizes {
  const assets = path.join(dist, 'assets');
  const sizeCache = new Map<string, Size>();
  const sizeOf = (file: string): Size => {
    const cached = sizeCache.get(file);
    if (cached) return cached;
    const bytes = readFileSync(path.join(assets, file));
    const size = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    sizeCache.set(file, size);
    return size;
  };
  const total = (files: Iterable<string>) => sum([...files].map(sizeOf));

  /** Static imports (`import … from "./x.js"`, `import "./x.js"`); `import("./x.js")` is lazy. */
  const staticImports = (file: string): string[] => {
    const code = readFileSync(path.join(assets, file), 'utf8');
    const found = new Set<string>();
    for (const m of code.matchAll(/(?:\bfrom|\bimport)\s*["']\.\/([^"']+\.js)["']/g))
      if (m[1]) found.add(m[1]);
    return [...found];
  };
  const closure = (roots: readonly string[]): Set<string> => {
    const seen = new Set<string>();
    const todo = [...roots];
    for (let f = todo.pop(); f !== undefined; f = todo.pop()) {
      if (seen.has(f)) continue;
      seen.add(f);
      todo.push(...staticImports(f));
    }
    return seen;
  };

  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const linked = [...html.matchAll(/(?:src=|href=|import\()"\/assets\/([^"]+)"/g)].flatMap((m) =>
    m[1] ? [m[1]] : [],
  );
  const initialJs = closure(linked.filter((f) => f.endsWith('.js')));
  const initialCss = linked.filter((f) => f.endsWith('.css'));

  const files = readdirSync(assets).filter((f) => /\.(js|css)$/.test(f));
  const routes = files
    .filter((f) => f.endsWith('.js') && routeNames.has(chunkRoute(f)) && !initialJs.has(f))
    .map((f) => {
      const added = [...closure([f])].filter((c) => !initialJs.has(c));
      return { route: chunkRoute(f), own: sizeOf(f), added: total(added), chunks: added.length };
    })
    .sort((a, b) => b.added.gzip - a.added.gzip);

  const chunks = files
    .map((file) => ({
      file,
      size: sizeOf(file),
      firstVisit: initialJs.has(file) || initialCss.includes(file),
    }))
    .sort((a, b) => b.size.raw - a.size.raw);

  return {
    dist,
    firstVisit: {
      js: { ...total(initialJs), files: initialJs.size },
      css: { ...total(initialCss), files: initialCss.length },
    },
    routes,
    chunks,
    all: { ...total(files), files: files.length },
  };
}

export const kib = (bytes: number) => (bytes / 1024).toFixed(1);
