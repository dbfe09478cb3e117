/**
 * The app's light entry into the contract (contract/client.ts) must say of every call exactly what the full contract says.
 * `contract/meta.gen.ts` is written from the contract here: after changing a call, regenerate it with
 * `npx vitest run --project client src/lib/callMeta.test.ts -u`.
 */
import { describe, expect, it } from 'vitest';
import { format, resolveConfig } from 'prettier';
import { callList, callPath, calls, type CallName } from '@contract';
import { callMeta, loadCall, pathOf, type CallMeta } from '@contract/client';

const metaOf = (call: (typeof callList)[number]): CallMeta => ({
  service: call.service,
  domain: call.domain,
  kind: call.kind,
  method: call.method,
});

/**
 * The calls grouped by what they share (`service domain kind method`), names separated by spaces:
 * the table is part of the app's start, and a name once per call is a third of a record per call.
 */
async function renderMeta(): Promise<string> {
  const groups = new Map<string, string[]>();
  for (const call of callList) {
    const m = metaOf(call);
    const key = `${m.service} ${m.domain} ${m.kind} ${m.method}`;
    groups.set(key, [...(groups.get(key) ?? []), call.name]);
  }
  const source = [
    '// Generated from the contract (contract/index.ts) by src/lib/callMeta.test.ts: do not edit.',
    '// Regenerate: npx vitest run --project client src/lib/callMeta.test.ts -u',
    "import type { CallName } from './index';",
    "import type { CallMeta } from './meta';",
    '',
    '/** Calls by `service domain kind method`, their names separated by spaces. */',
    `const groups: Record<string, string> = ${JSON.stringify(
      Object.fromEntries([...groups].map(([key, names]) => [key, names.join(' ')])),
    )};`,
    '',
    '// The test that writes this file checks every call of it against the contract.',
    'export const callMeta = Object.fromEntries(',
    '  Object.entries(groups).flatMap(([meta, names]) => {',
    "    const [service, domain, kind, method] = meta.split(' ');",
    "    return names.split(' ').map((name) => [name, { service, domain, kind, method }]);",
    '  }),',
    ') as unknown as Record<CallName, CallMeta>;',
  ].join('\n');
  const options = await resolveConfig('contract/meta.gen.ts');
  return format(source, { ...options, parser: 'typescript' });
}

describe("the app's light entry into the contract", () => {
  it('is generated from the full contract and up to date', async () => {
    await expect(await renderMeta()).toMatchFileSnapshot('../../contract/meta.gen.ts');
  });

  it('names every call of the contract with its service, domain, kind and method', () => {
    expect(Object.keys(callMeta).sort()).toEqual(Object.keys(calls).sort());
    for (const call of callList) {
      expect(callMeta[call.name as CallName], call.name).toEqual(metaOf(call));
      expect(pathOf(call.name as CallName)).toBe(callPath(call));
    }
  });

  it("loads each call's schemas from its domain's module, the very ones the server uses", async () => {
    for (const call of callList) {
      const loaded = await loadCall(call.name as CallName);
      expect(loaded.input, call.name).toBe(call.input);
      expect(loaded.output, call.name).toBe(call.output);
    }
  });
});
