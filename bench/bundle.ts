/**
 * Bundle sizes (not a test): the JS and CSS a first visit loads (index.html's entry script,
 * module preloads and stylesheets) and what opening each route adds on top: its chunk and the
 * chunks it imports statically that the first visit did not load. Raw and gzip bytes, measured
 * by scripts/bundleSizes.ts, as the build's budget check does.
 *
 *   npx vite build --outDir /tmp/benchdist && npm run bench bundle [/tmp/benchdist]
 */
import { kib as kb, measureBundle } from '../scripts/bundleSizes';

const dist = process.argv[2] ?? process.env.BENCH_DIST ?? '/tmp/benchdist';
const sizes = measureBundle(dist);

console.log(`\nBundle of ${dist}\n`);
console.log('| first visit | files | raw KiB | gzip KiB |');
console.log('|---|--:|--:|--:|');
for (const [name, t] of [
  ['JS', sizes.firstVisit.js],
  ['CSS', sizes.firstVisit.css],
] as const)
  console.log(`| ${name} | ${t.files} | ${kb(t.raw)} | ${kb(t.gzip)} |`);

const top = Number(process.env.TOP ?? 12);
console.log(
  `\nLargest routes (of ${sizes.routes.length}): what opening one adds to the first visit\n`,
);
console.log(
  '| route | own raw KiB | own gzip KiB | added chunks | added raw KiB | added gzip KiB |',
);
console.log('|---|--:|--:|--:|--:|--:|');
for (const r of sizes.routes.slice(0, top))
  console.log(
    `| ${r.route} | ${kb(r.own.raw)} | ${kb(r.own.gzip)} | ${r.chunks} | ${kb(r.added.raw)} | ${kb(r.added.gzip)} |`,
  );

console.log('\nLargest chunks\n');
console.log('| chunk | first visit | raw KiB | gzip KiB |');
console.log('|---|---|--:|--:|');
for (const c of sizes.chunks.slice(0, top))
  console.log(
    `| ${c.file} | ${c.firstVisit ? 'yes' : 'no'} | ${kb(c.size.raw)} | ${kb(c.size.gzip)} |`,
  );
console.log(
  `\nAll JS+CSS: ${sizes.all.files} files, ${kb(sizes.all.raw)} KiB raw, ${kb(sizes.all.gzip)} KiB gzip`,
);
