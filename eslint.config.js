// Lint for Greige: the recommended rule sets, plus the boundaries the architecture depends on
// (docs/decisions/001-stack.md, 002-contract-and-wire-format.md). Not type-checked, to stay fast.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const root = path.dirname(fileURLToPath(import.meta.url));

/** Top-level folder (and, under src/features, the feature) a file or import target lives in. */
function placeOf(file) {
  const [top, second, third] = path.relative(root, file).split(path.sep);
  return { top, feature: top === 'src' && second === 'features' ? third : undefined };
}

/**
 * Which layer may not import which: the contract stands alone, the app and the server meet only
 * through it. Paths are resolved, so `../../server/x` and `../server/x` are judged alike.
 */
const forbiddenLayers = {
  contract: ['src', 'server', 'sw', 'tests'],
  rules: ['contract', 'src', 'server', 'sw', 'tests'],
  src: ['server', 'tests'],
  server: ['src', 'sw', 'tests'],
  sw: ['server', 'tests'],
  scripts: ['tests'],
};

/**
 * What tests share lives in tests/, and nothing that ships may come to depend on it: only the test
 * files next to the app's, the server's and the worker's code (`*.test.ts(x)`) may import it.
 * Benchmarks and the test runner's configuration may too; contract/ and rules/ tests may not.
 */
const testFilesMayImportTests = ['src', 'server', 'sw'];
const isTestFile = (file) => /\.test\.tsx?$/.test(file);

/**
 * src/'s shared layers and what each sits below: features import them, never the other way round,
 * and the inspection core (src/inspect/, docs/decisions/050-one-inspection-core.md) builds on
 * components/ and lib/. Tests of components/ and lib/ may borrow a feature's fixture.
 */
const sharedLayers = {
  components: ['features', 'inspect'],
  lib: ['features', 'inspect'],
  inspect: ['features'],
};

/** The folder right under src/ a file or import target lives in. */
function srcFolderOf(file) {
  const [top, second] = path.relative(root, file).split(path.sep);
  return top === 'src' ? second : undefined;
}

function importSources(check) {
  const visit = (node) => {
    if (node.source && typeof node.source.value === 'string') check(node.source, node.source.value);
  };
  return {
    ImportDeclaration: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
    ImportExpression: visit,
  };
}

/** `@/features/x`, `src/features/x` or a relative path: where it lands, or null for packages. */
function resolveTarget(fromFile, spec) {
  if (spec.startsWith('.')) return path.resolve(path.dirname(fromFile), spec);
  if (spec.startsWith('@/')) return path.join(root, 'src', spec.slice(2));
  if (spec === '@rules') return path.join(root, 'rules');
  if (/^(src|server|contract|rules|sw|tests)\//.test(spec)) return path.join(root, spec);
  return null;
}

/** Client ids come from newClientId (see the rule below). */
const noRandomUUID = ['node:crypto', 'crypto'].map((name) => ({
  name,
  importNames: ['randomUUID'],
  message: 'Use newClientId() from src/lib/outbox/uuid.ts.',
}));

const greige = {
  rules: {
    'layer-boundaries': {
      meta: {
        type: 'problem',
        schema: [],
        messages: { layer: '{{from}}/ must not import from {{to}}/.' },
      },
      create(context) {
        const from = placeOf(context.filename).top;
        const mayImportTests =
          isTestFile(context.filename) && testFilesMayImportTests.includes(from);
        const banned = (forbiddenLayers[from] ?? []).filter(
          (to) => !(to === 'tests' && mayImportTests),
        );
        return importSources((node, spec) => {
          const target = resolveTarget(context.filename, spec);
          const to = target && placeOf(target).top;
          if (to && banned.includes(to))
            context.report({ node, messageId: 'layer', data: { from, to } });
        });
      },
    },
    'shared-layers': {
      meta: {
        type: 'problem',
        schema: [],
        messages: { shared: 'src/{{from}}/ must not import from src/{{to}}/.' },
      },
      create(context) {
        const from = srcFolderOf(context.filename);
        const banned = sharedLayers[from];
        if (!banned || (from !== 'inspect' && isTestFile(context.filename))) return {};
        return importSources((node, spec) => {
          const target = resolveTarget(context.filename, spec);
          const to = target && srcFolderOf(target);
          if (to && banned.includes(to))
            context.report({ node, messageId: 'shared', data: { from, to } });
        });
      },
    },
    'feature-isolation': {
      meta: {
        type: 'problem',
        schema: [],
        messages: {
          feature:
            'Feature "{{from}}" must not import feature "{{to}}": move what both need to src/lib or src/components.',
        },
      },
      create(context) {
        const from = placeOf(context.filename).feature;
        if (!from) return {};
        return importSources((node, spec) => {
          const target = resolveTarget(context.filename, spec);
          const to = target && placeOf(target).feature;
          if (to && to !== from) context.report({ node, messageId: 'feature', data: { from, to } });
        });
      },
    },
  },
};

export default defineConfig([
  globalIgnores([
    'dist/',
    'node_modules/',
    'data/',
    '.tmp/',
    'coverage/',
    'src/routeTree.gen.ts',
    // Compiled messages (scripts/messages.ts) and the inlang SDK's own files.
    'src/i18n/paraglide/',
    'project.inlang/',
    'server/db/migrations/',
  ]),
  {
    files: ['**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    plugins: { greige },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      // `_`-prefixed names mark a parameter kept for its position (handlers take `(ctx, input)`).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      'greige/layer-boundaries': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    rules: { 'greige/shared-layers': 'error' },
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    rules: { 'greige/feature-isolation': 'error' },
  },
  {
    // Every client id comes from newClientId: crypto.randomUUID does not exist on a plain-HTTP LAN
    // address, where tablets often open the app, so calling it directly breaks saving there.
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts'],
    ignores: ['src/lib/outbox/uuid.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { property: 'randomUUID', message: 'Use newClientId() from src/lib/outbox/uuid.ts.' },
      ],
      'no-restricted-imports': ['error', { paths: noRandomUUID }],
    },
  },
  {
    // A value from '@contract' builds every call's schema and brings the whole contract into the
    // chunk that imports it (docs/decisions/013-first-visit.md). App code takes only types from
    // there; values come from '@contract/client', '@contract/search' or a call's domain module.
    // Tests may use the whole contract.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/lib/outbox/uuid.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...noRandomUUID,
            {
              name: '@contract',
              allowTypeImports: true,
              message:
                "Only types from '@contract': values from '@contract/client', '@contract/search' or loadCall.",
            },
          ],
        },
      ],
    },
  },
  {
    // The contract is shared by the browser, the server and the tests: zod and itself only.
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod(/|$)|\\.\\.?/)',
              message: 'contract/ may import only zod and other contract files.',
            },
          ],
        },
      ],
    },
  },
  {
    // Business rules shared by the server and the tablet: zod and themselves only; their tests
    // may use the test runner and property testing too.
    files: ['rules/**/*.ts'],
    ignores: ['rules/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod(/|$)|\\.\\.?/)',
              message: 'rules/ may import only zod and other rules files.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['rules/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod(/|$)|vitest$|fast-check$|\\.\\.?/)',
              message: 'rules/ tests may import only rules files, zod, vitest and fast-check.',
            },
          ],
        },
      ],
    },
  },
]);
