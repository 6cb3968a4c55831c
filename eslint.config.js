// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync('src/client/features');

/** A layer may not import these: by the path alias, or by a relative path that climbs into them. */
const forbid = (message, ...groups) => ({
  group: groups.flatMap((group) => [`@/${group}/**`, `**/${group}/**`]),
  message,
});

/**
 * The layers, one way only: shared ← server, shared ← client; in the client, routes → features →
 * components → lib; a feature never imports another feature. Import cycles are caught by dpdm (npm run lint).
 */
const layers = [
  { files: ['src/shared/**'], patterns: [forbid('shared code imports neither side.', 'client', 'server')] },
  { files: ['src/server/**'], patterns: [forbid('the server never imports the client.', 'client')] },
  { files: ['src/client/**'], patterns: [forbid('the client never imports the server.', 'server')] },
  {
    files: ['src/client/lib/**'],
    patterns: [forbid('lib is the bottom layer.', 'client/components', 'client/features', 'client/routes')],
  },
  {
    files: ['src/client/components/**'],
    patterns: [forbid('components do not know features or routes.', 'client/features', 'client/routes')],
  },
  ...features.map((feature) => ({
    files: [`src/client/features/${feature}/**`],
    patterns: [
      forbid('features do not import routes.', 'client/routes'),
      {
        group: ['@/client/features/**', `!@/client/features/${feature}/**`, '../../*'],
        message: 'a feature never imports another feature.',
      },
    ],
  })),
];

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-prerender/',
      'dist-server/',
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
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'no-duplicate-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // A file that outgrows a screenful or four holds more than one thing: split it by what it does.
      'max-lines': ['error', { max: 220 }],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  ...layers.map(({ files, patterns }) => ({ files, rules: { 'no-restricted-imports': ['error', { patterns }] } })),
  {
    // Playwright fixtures declare what they use by destructuring, even when that is nothing.
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  prettier,
);
