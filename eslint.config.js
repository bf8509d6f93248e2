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
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Configuration is read once, in one module per app (STYLE: configuration).
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration from the config module.' },
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
      '**/vitest.config.ts',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/mobile/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
);
