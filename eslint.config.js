// @ts-check
// Lint rules, including the dependency direction of DESIGN.md section 2:
// engine imports nothing of ours and nothing of Node or the DOM; contract imports only zod;
// apps import packages, never each other.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { builtinModules } from 'node:module';

const nodeBuiltins = [...builtinModules, ...builtinModules.map((name) => `node:${name}`)];

/** @param {string[]} apps */
const noOtherApps = (apps) =>
  apps.flatMap((app) => [
    {
      group: [`@wtt/${app}`, `@wtt/${app}/*`],
      message: `Apps never import each other: move what ${app} and this app share into packages/.`,
    },
    {
      group: [`**/apps/${app}/**`, `../../${app}/**`, `../${app}/**`],
      message: `Apps never import each other: move what ${app} and this app share into packages/.`,
    },
  ]);

export const engineRestrictions = {
  patterns: [
    {
      group: ['@wtt/*'],
      message: 'The engine imports nothing of ours: it is the bottom of the dependency graph.',
    },
    { group: ['**/apps/**', '**/contract/**'], message: 'The engine imports nothing of ours.' },
  ],
  paths: nodeBuiltins.map((name) => ({
    name,
    message: 'The engine runs in a Web Worker and in Node: no Node APIs. Take what you need as a parameter.',
  })),
};

/** The engine's runtime never reads the development set: it is tooling beside the package. */
export const engineRuntimeRestrictions = {
  ...engineRestrictions,
  patterns: [
    ...engineRestrictions.patterns,
    {
      group: ['**/devset/**'],
      message: 'The development set is tooling beside the engine: only tests may read it.',
    },
  ],
};

export const contractRestrictions = {
  patterns: [
    {
      regex: '^(?!zod(/|$)|\\.{1,2}/)',
      message: 'The contract imports only zod, so every app can share it.',
    },
  ],
};

/**
 * Only apps/web/src/api/ talks to the HTTP client (DESIGN.md section 6a): everything else uses the area
 * modules there, whose calls check answers against the contract.
 */
export const webHttpClientRestriction = {
  regex: '(^|/)api/(httpClient|client)(\\.ts)?$',
  message:
    'Only apps/web/src/api/ calls the HTTP client: use (or add) a function or hook of an area module in src/api/.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
      'bench/corpus/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/restrict-template-expressions': [
        'error',
        { allowNumber: true, allowBoolean: true },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      // Fastify plugins and handlers are async by contract even when they do not await.
      '@typescript-eslint/require-await': 'off',
      eqeqeq: 'error',
      curly: ['error', 'multi-line'],
    },
  },
  {
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['packages/engine/**/*.ts'],
    // Development scripts run in Node beside the package; they are not part of the engine.
    ignores: ['packages/engine/devset/scripts/**', 'packages/engine/evaluation/**'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': ['error', engineRestrictions],
      'no-restricted-globals': [
        'error',
        ...['process', 'Buffer', 'window', 'document', 'require', '__dirname'].map((name) => ({
          name,
          message: 'The engine is environment-free: no Node or DOM globals.',
        })),
      ],
    },
  },
  {
    files: ['packages/engine/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*TestKit.ts'],
    rules: { 'no-restricted-imports': ['error', engineRuntimeRestrictions] },
  },
  {
    files: ['packages/contract/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', contractRestrictions] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        { patterns: [...noOtherApps(['server', 'cli']), webHttpClientRestriction] },
      ],
    },
  },
  {
    // The data layer itself: the one place that may use the HTTP client.
    files: ['apps/web/src/api/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: noOtherApps(['server', 'cli']) }] },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: noOtherApps(['web', 'cli']) }] },
  },
  {
    // http/ is the top: it wires Fastify. Areas take the error type and body from errors/, the bottom.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/http/**', 'apps/server/src/server.ts', '**/*.test.ts', '**/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...noOtherApps(['web', 'cli']),
            {
              group: ['**/http/*', './http/*'],
              message: 'Only the app wiring imports http/: take HttpError and errorBody from errors/.',
            },
          ],
        },
      ],
    },
  },
  {
    // A route reads and writes through its area's store (and policies); it never queries a table itself.
    files: ['apps/server/src/**/*Routes.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|transaction)$/]',
          message: 'Routes do not query tables: call the store of the area that owns the table.',
        },
      ],
    },
  },
  {
    files: ['apps/cli/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: noOtherApps(['web', 'server']) }] },
  },
);
