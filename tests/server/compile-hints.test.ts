import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, withCompileHint } from '../../scripts/compile-hints';

/**
 * The start chunk's compile hint (scripts/compile-hints.ts): V8 reads it only on a script's first
 * line, so it goes before Vite's `__vite__mapDeps` line, and the compressed copies the server
 * sends must hold it too.
 */
describe('the compile hint on the start chunk', () => {
  const mapDeps =
    'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["a.js"])))=>i.map(i=>d[i]);\n';
  const bundle = () => ({
    'assets/index-A1.js': { type: 'chunk' as const, isEntry: true, code: `${mapDeps}start();` },
    'assets/index-A1.js.br': { type: 'asset' as const, source: new Uint8Array([1]) },
    'assets/index-A1.js.gz': { type: 'asset' as const, source: new Uint8Array([2]) },
    'assets/route-B2.js': { type: 'chunk' as const, isEntry: false, code: 'route();' },
  });

  it('is the first line of the entry chunk, before the line Vite put at the top', () => {
    const b = bundle();
    expect(withCompileHint(b)).toEqual(['assets/index-A1.js']);
    expect(b['assets/index-A1.js'].code).toBe(`${COMPILE_HINT}${mapDeps}start();`);
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
  });

  it('is in the brotli and gzip copies too, which are the hinted chunk exactly', () => {
    const b = bundle();
    withCompileHint(b);
    const code = b['assets/index-A1.js'].code;
    const br = b['assets/index-A1.js.br'].source;
    const gz = b['assets/index-A1.js.gz'].source;
    expect(brotliDecompressSync(br).toString()).toBe(code);
    expect(gunzipSync(gz).toString()).toBe(code);
  });

  it("leaves a route's chunk as it is: its functions are compiled when its screen needs them", () => {
    const b = bundle();
    withCompileHint(b);
    expect(b['assets/route-B2.js'].code).toBe('route();');
  });

  it('puts it on once, however often the bundle is seen', () => {
    const b = bundle();
    withCompileHint(b);
    expect(withCompileHint(b)).toEqual([]);
    expect(b['assets/index-A1.js'].code.split(COMPILE_HINT)).toHaveLength(2);
  });
});
