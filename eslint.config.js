// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import prettier from 'eslint-config-prettier';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync('src/client/features');

/**
 * The layers, one way only: shared ← server, shared ← client; in the client, routes → features →
 * components → lib; a feature never imports another feature.
 */
const layers = [
  { target: './src/shared', from: ['./src/client', './src/server'], message: 'shared code imports neither side.' },
  { target: './src/server', from: './src/client', message: 'the server never imports the client.' },
  { target: './src/client', from: './src/server', message: 'the client never imports the server.' },
  {
    target: './src/client/lib',
    from: ['./src/client/components', './src/client/features', './src/client/routes'],
    message: 'lib is the bottom layer.',
  },
  {
    target: './src/client/components',
    from: ['./src/client/features', './src/client/routes'],
    message: 'components do not know features or routes.',
  },
  { target: './src/client/features', from: './src/client/routes', message: 'features do not import routes.' },
  ...features.map((feature) => ({
    target: `./src/client/features/${feature}`,
    from: './src/client/features',
    except: [`./${feature}`],
    message: 'a feature never imports another feature.',
  })),
];

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-prerender/',
      'data/',
      'backups/',
      'test-results/',
      'playwright-report/',
      'e2e/.stack/',
      'src/client/route-tree.gen.ts',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  importX.flatConfigs.recommended,
  importX.flatConfigs.typescript,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: layers }],
      'import-x/no-named-as-default-member': 'off',
      // Stripe's and axe's default exports carry their own names.
      'import-x/no-named-as-default': 'off',
      // Vite's virtual modules exist only inside the build.
      'import-x/no-unresolved': ['error', { ignore: ['^virtual:'] }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // Playwright fixtures declare what they use by destructuring, even when that is nothing.
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  prettier,
);
