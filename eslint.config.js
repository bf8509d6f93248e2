import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      '**/.turbo/**',
      '**/coverage/**',
      'apps/api/drizzle/**',
      'apps/mobile/android/**',
      'apps/mobile/ios/**',
      'e2e/screenshots/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
      parserOptions: {
        // Each file is checked against the tsconfig of its own workspace.
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      // Route handlers and session stores implement Promise-returning interfaces; `async` says so even without an `await`.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // Configuration is read once, in one module per app (STYLE: configuration).
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read configuration from the config module.',
        },
      ],
      // tRPC's internals change without notice; the gateway builds on its public exports only.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@trpc/server/unstable-core-do-not-import'],
              message: "Use @trpc/server's public exports.",
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      '**/config.ts',
      '**/*.test.ts',
      '**/*.test.tsx',
      '**/test/**',
      'scripts/**',
      'bench/**',
      'e2e/**',
      '*.config.ts',
      '*.config.js',
      '**/vite.config.ts',
      '**/vite.server.config.ts',
      '**/vitest.config.ts',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    // Files a reader can hold in their head: a screen's file under 300 lines, any other source
    // file under 400, a component under 250. The endpoint catalogue and the database
    // schema are tables, one entry per endpoint or table, and are read by search, not whole.
    files: ['apps/*/src/**/*.ts', 'packages/*/src/**/*.ts'],
    ignores: [
      '**/*.test.ts',
      '**/test/**',
      'packages/contract/src/endpoints.ts',
      'packages/db/src/schema.ts',
    ],
    rules: { 'max-lines': ['error', { max: 400 }] },
  },
  {
    files: ['apps/*/src/**/*.tsx', 'packages/*/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', '**/test/**'],
    rules: {
      'max-lines': ['error', { max: 300 }],
      'max-lines-per-function': ['error', { max: 250 }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/mobile/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'apps/*/test/**'],
    rules: {
      // supertest's `res.body` and expect's asymmetric matchers are typed `any`; tests check them with expect.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // Plain JavaScript files and the root test config belong to no workspace tsconfig: syntax rules only.
    files: ['**/*.{js,mjs,cjs}', 'vitest.config.ts'],
    ...tseslint.configs.disableTypeChecked,
  },
);
