import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { existsSync, readdirSync } from 'node:fs';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// One zone per feature folder: `except` cannot be combined with a glob `from`, so the
// features are listed from the directory and each may import only from itself.
function featuresIn(path) {
  const dir = new URL(path, import.meta.url);
  return existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];
}
const webFeatures = featuresIn('./apps/web/src/features');
const consoleFeatures = featuresIn('./apps/console/src/features');

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/drizzle/meta/**',
      'data/**',
      '.e2e-data/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    // The import-x rules must resolve and parse TypeScript files, or no-cycle and
    // no-restricted-paths silently skip every import between them.
    settings: {
      ...importX.flatConfigs.typescript.settings,
      // Dependencies are not ours to check, and some minified bundles overflow the parser.
      'import-x/ignore': ['node_modules'],
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.json'] }),
      ],
    },
    rules: {
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      eqeqeq: ['error', 'always'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // A feature never imports another feature; the app's route tree composes them.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message: 'A feature never imports another feature; compose them in apps/web/src/app.',
            })),
            { target: './apps/web/src/features', from: './apps/web/src/app' },
            { target: './apps/web/src/lib', from: ['./apps/web/src/features', './apps/web/src/app'] },
            {
              target: ['./apps/web/src/components', './apps/web/src/config'],
              from: ['./apps/web/src/features', './apps/web/src/app'],
            },
          ],
        },
      ],
    },
  },
  {
    // Modules and libraries receive their services as AppDeps (src/app-deps.ts); only the
    // entry points import the composition root that registers every module.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/main.ts', 'apps/server/src/staff-cli.ts', 'apps/server/src/**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/server/src',
              from: './apps/server/src/app.ts',
              message: 'Import the types from src/app-deps.ts; app.ts is the composition root.',
            },
          ],
        },
      ],
    },
  },
  {
    // "Today" in the browser is the server's day (lib/server-clock.ts), never the device's.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/test/**', 'apps/web/src/lib/server-clock.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: "Use serverNow() from lib/server-clock or serverToday() from lib/server-today: the server's clock decides what today is.",
        },
      ],
    },
  },
  {
    // The back-office console: the same React rules; its features compose only in src/app.
    files: ['apps/console/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...consoleFeatures.map((feature) => ({
              target: `./apps/console/src/features/${feature}`,
              from: './apps/console/src/features',
              except: [`./${feature}`],
              message: 'A feature never imports another feature; compose them in apps/console/src/app.',
            })),
            { target: './apps/console/src/features', from: './apps/console/src/app' },
            {
              target: ['./apps/console/src/lib', './apps/console/src/components'],
              from: ['./apps/console/src/features', './apps/console/src/app'],
            },
          ],
        },
      ],
    },
  },
  {
    // The app's code and the contract it shares use zod/mini: full zod would double the validator
    // in the first visit's download (docs/benchmarks.md). Tests may use either.
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/console/src/**/*.{ts,tsx}', 'packages/contract/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zod', message: "Use 'zod/mini' (first-visit size budget).", allowTypeImports: true },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/**/*.ts'],
    rules: {
      // Pure packages: no I/O, no Node or browser APIs.
      'no-restricted-imports': ['error', { patterns: ['node:*', 'fs', 'path', 'http'] }],
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'e2e/**', '.ci/**', '**/build.mjs'],
    rules: { 'no-console': 'off' },
  },
);
