import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const FEATURES = readdirSync('src/features');

/** A feature uses another feature only through that feature's index.ts. */
const featureZones = FEATURES.flatMap((feature) =>
  FEATURES.filter((other) => other !== feature).map((other) => ({
    target: `./src/features/${feature}`,
    from: `./src/features/${other}`,
    except: ['./index.ts'],
    message: `Use ${other} through its index.ts.`,
  })),
);

/**
 * Imports flow one way: build-time → app → features → components / lib / config; mocks/ stays apart.
 * build-time/ runs in Node at build time and reads the app to draw its pages; what the browser runs
 * never reads build-time/.
 */
const houseZones = [
  ...featureZones,
  {
    target: ['./src', ...mockRuntimes()],
    from: './build-time',
    message: 'build-time/ runs at build time; the shop and the mock never import it.',
  },
  { target: './src/features', from: './src/app', message: 'Features do not import the app.' },
  {
    target: ['./src/components', './src/lib', './src/config'],
    from: ['./src/features', './src/app'],
    message: 'Shared code does not import features or the app.',
  },
  {
    target: './mocks',
    from: './src/features',
    message: "The mock shares rules through src/config, never a feature's internals.",
  },
  ...mockZones(),
];

/** The mock's folders that run in the browser, in Vitest or on the HTTP server: all but build-time/. */
function mockRuntimes() {
  return ['auth', 'browser', 'data', 'handlers', 'http', 'persistence', 'pictures']
    .concat(['scenarios', 'server', 'sessions', 'storage', 'toolbar'])
    .map((folder) => `./mocks/${folder}`);
}

/**
 * mocks/ by role: a session's state is the bottom layer; the tables know nothing of requests; the handlers answer as production and the
 * scenarios, runtimes and toolbar build on them; the Node-only HTTP server and the build's Vite
 * plugins stay out of what the browser runs.
 */
function mockZones() {
  const inBrowser = mockRuntimes().filter((folder) => folder !== './mocks/server');
  const above = (...folders) => folders.map((folder) => `./mocks/${folder}`);
  return [
    {
      target: './mocks/sessions',
      from: mockRuntimes().filter((folder) => folder !== './mocks/sessions'),
      message: "A session's state is the bottom layer: every other part keeps its own in it.",
    },
    {
      target: './mocks/data',
      from: above('auth', 'http', 'handlers', 'scenarios', 'server', 'browser', 'toolbar'),
      message: 'The tables know nothing of requests, sign-ins or runtimes.',
    },
    {
      target: above('auth', 'http', 'handlers', 'storage', 'pictures'),
      from: above('scenarios', 'server', 'browser', 'toolbar'),
      message: 'Scenarios and runtimes build on the handlers, not the other way round.',
    },
    {
      target: inBrowser,
      from: './mocks/server',
      message: 'The HTTP mock server runs in Node only; the browser runs the handlers without it.',
    },
    {
      target: ['./mocks', './src'],
      from: './mocks/build-time/*-plugin.ts',
      message: 'Vite plugins run at build time; only vite.config.ts loads them.',
    },
  ];
}

const NO_MOCK_CODE = {
  group: ['**/mocks/**', '@faker-js/*', '@mswjs/*', 'msw', 'msw/*'],
  message: 'src/ must not import mock code.',
};

const FEATURE_DOORS = {
  regex: String.raw`(^|/)features/[\w-]+/(?!index(\.ts)?$).+`,
  message: 'Import a feature through its index.ts, not its files.',
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      'mocks/public/mockServiceWorker.js',
      'pacts',
      'test-results',
    ],
  },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'build-time/**/*.{ts,tsx}', 'mocks/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: houseZones }],
      // Cycles are the house's own: packages are not followed.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The shop must never reach mock code: mock mode loads it through one dynamic import.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/app/main.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_MOCK_CODE] }] },
  },
  {
    // The app imports a feature through its index.ts. A dynamic import() is not checked: the
    // router's lazy screens are imported by path, which is what splits them into chunks.
    files: ['src/app/**/*.{ts,tsx}'],
    ignores: ['src/app/main.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_MOCK_CODE, FEATURE_DOORS] }] },
  },
  {
    // The build draws the app's pages: it reads a feature through its index.ts as the app does.
    files: ['build-time/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [FEATURE_DOORS] }] },
  },
  {
    files: ['src/app/main.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [FEATURE_DOORS] }] },
  },
);
