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

async function renderMeta(): Promise<string> {
  const entries = Object.fromEntries(callList.map((call) => [call.name, metaOf(call)]));
  const source = [
    '// Generated from the contract (contract/index.ts) by src/lib/callMeta.test.ts: do not edit.',
    '// Regenerate: npx vitest run --project client src/lib/callMeta.test.ts -u',
    "import type { CallName } from './index';",
    "import type { CallMeta } from './client';",
    '',
    `export const callMeta = ${JSON.stringify(entries)} as const satisfies Record<CallName, CallMeta>;`,
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
