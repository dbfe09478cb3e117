import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chromium 136 and later): with this comment as a script's first line,
 * every function of the script is compiled while the script streams in, off the main thread.
 * Without it each function is compiled on its first call, on the main thread: for the start chunk,
 * during its first run, which is the longest task of a cold start (decision 029).
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** What the plugin reads of a bundle entry. */
interface EntryLike {
  type: 'chunk' | 'asset';
  isEntry?: boolean;
  code?: string;
  source?: string | Uint8Array;
}

/** The precompressed copies beside a file, written as vite-plugin-compression2 writes them. */
const copies: Record<string, (code: Buffer) => Buffer> = {
  '.br': (code) =>
    brotliCompressSync(code, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: code.length,
      },
    }),
  '.gz': (code) => gzipSync(code, { level: 9 }),
};

/**
 * Puts the hint on the first line of each entry chunk and writes its compressed copies again.
 * The hint only counts on the first line, and Vite writes its `__vite__mapDeps` line at the top of
 * the entry after every output option has run (a `postBanner` ends up second): so this runs last,
 * after the copies were made from the chunk without it.
 */
export function withCompileHint(bundle: Record<string, EntryLike>): string[] {
  const hinted: string[] = [];
  for (const [fileName, entry] of Object.entries(bundle)) {
    if (entry.type !== 'chunk' || !entry.isEntry || entry.code === undefined) continue;
    if (entry.code.startsWith(COMPILE_HINT)) continue;
    entry.code = COMPILE_HINT + entry.code;
    hinted.push(fileName);
    const code = Buffer.from(entry.code);
    for (const [ending, compress] of Object.entries(copies)) {
      const copy = bundle[fileName + ending];
      if (copy?.type === 'asset') copy.source = compress(code);
    }
  }
  return hinted;
}

export function compileHintsPlugin(): Plugin {
  return {
    name: 'greige:compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        withCompileHint(bundle as unknown as Record<string, EntryLike>);
      },
    },
  };
}
