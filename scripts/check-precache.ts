/**
 * Fails the build when an emitted JS or CSS file is missing from the service worker's precache
 * list: such a chunk would be fetched only on first use, and a screen opened offline would break.
 * Run by `npm run build` after `vite build`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dist = process.argv[2] ?? 'dist';
const sw = readFileSync(path.join(dist, 'sw.js'), 'utf8');

function emitted(dir: string): string[] {
  return readdirSync(path.join(dist, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return emitted(rel);
    return /\.(js|css)$/.test(entry.name) && rel !== 'sw.js' ? [rel] : [];
  });
}

const files = [...emitted(''), 'index.html'];
// The precache manifest lists each file as {url:"assets/x.js",revision:…} (quotes vary by minifier).
const missing = files.filter(
  (file) =>
    !new RegExp(
      `["']?url["']?\\s*:\\s*["']/?${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}["']`,
    ).test(sw),
);

// The .br/.gz copies are the same files in another encoding: precaching them would download each
// asset three times on install.
const copies = [...sw.matchAll(/["']?url["']?\s*:\s*["']([^"']+\.(?:br|gz))["']/g)].map(
  (m) => m[1],
);
if (copies.length > 0) {
  console.error(`Precache check FAILED: compressed copies precached by ${dist}/sw.js:`);
  for (const file of copies) console.error(`  ${file}`);
  process.exit(1);
}

if (missing.length > 0) {
  console.error(
    `Precache check FAILED: ${missing.length} emitted file(s) missing from ${dist}/sw.js:`,
  );
  for (const file of missing) console.error(`  ${file}`);
  process.exit(1);
}
console.log(`Precache check: all ${files.length} JS/CSS files and index.html are precached.`);
