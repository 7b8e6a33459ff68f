import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier/flat';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  // Layout is Prettier's job (`prettier --check` runs in `npm run lint`); ESLint keeps to correctness.
  prettier,
  {
    // Prettier wraps code at 120 columns but leaves comments alone: they keep to the same width. Strings, URLs, the
    // long class lists Tailwind wants on one line, JSDoc types and lint directives (each must stay on one line) may
    // run past it.
    rules: {
      'max-len': [
        'error',
        {
          code: 120,
          ignoreStrings: true,
          ignoreTemplateLiterals: true,
          ignoreRegExpLiterals: true,
          ignoreUrls: true,
          ignorePattern: String.raw`^\s*(//|/?\*+)\s*(@(param|type|typedef)\b|eslint-disable)`,
        },
      ],
    },
  },
  {
    // Small files and functions keep each piece readable on its own; comments and blank lines count too.
    files: ['app/**', 'components/**', 'lib/**'],
    rules: {
      'max-lines': ['error', { max: 200, skipBlankLines: false, skipComments: false }],
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: false, skipComments: false, IIFEs: true }],
    },
  },
  {
    // The tree's layers, checked rather than reviewed: content/ (the organisation's data and its shapes) stands on
    // nothing in lib/; lib/server (database, HTTP guard, mail, runtime, activity log) stands under every feature;
    // Paystack's module stands on the server only; the shop never reaches into the console, the sign-in or the
    // operator's tools; public pages never load the console's code; and no module imports one that imports it back.
    files: ['app/**', 'components/**', 'lib/**', 'content/**', 'proxy.ts', 'instrumentation.ts'],
    // Packages are not followed: a circle can only run through our own files.
    settings: { 'import/ignore': ['node_modules'] },
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './content', from: './lib', message: 'content/ imports nothing from lib/.' },
            { target: './lib', from: ['./app', './components'], message: 'lib/ is below the routes and the UI.' },
            {
              target: './lib/server',
              from: './lib',
              except: ['./server'],
              message: 'lib/server stands under every feature: it imports none of them.',
            },
            {
              target: './lib/paystack',
              from: './lib',
              except: ['./paystack', './server'],
              message: 'Paystack is reached through lib/paystack, which stands on lib/server alone.',
            },
            {
              target: ['./lib/site', './lib/catalogue', './lib/images', './lib/assessments'],
              from: ['./lib/shop', './lib/console', './lib/auth', './lib/ops', './lib/paystack'],
              message: 'What every public page shares stands under the shop, the sign-in and the console.',
            },
            {
              target: './lib/auth',
              from: ['./lib/shop', './lib/console', './lib/ops'],
              message: 'The sign-in stands under the shop and the console.',
            },
            {
              target: './lib/bookings',
              from: ['./lib/shop', './lib/console', './lib/ops'],
              message:
                'Bookings share what the shop shares (Paystack, holds, the page refresh), never the shop itself.',
            },
            {
              target: './lib/inbox',
              from: ['./lib/shop', './lib/bookings', './lib/console', './lib/ops', './lib/paystack'],
              message: 'The staff inbox stands beside the shop and under the console, never on either.',
            },
            {
              target: './lib/shop',
              from: ['./lib/console', './lib/ops', './lib/bookings'],
              message: 'The shop never reaches into the console or the operator tools.',
            },
            {
              target: ['./lib/!(ops)/**', './components', './app'],
              from: './lib/ops',
              message: "lib/ops is the operator's: its command-line tools and the process's start-up.",
            },
            {
              target: ['./app/(site)', './components/!(console)/**', './lib/!(console)/**'],
              from: ['./lib/console', './components/console'],
              message: "Public pages never load the console's code.",
            },
          ],
        },
      ],
    },
  },
  {
    // Every setting the server reads goes through lib/server/env.ts, which validates it and holds its default. What
    // Next writes into the code while compiling (NODE_ENV, NEXT_PHASE, NEXT_RUNTIME and the NEXT_PUBLIC_ values the
    // browser carries) stays as written, since the compiler only replaces that literal form.
    //
    // Plain JavaScript is held to it too, wherever it is (lib/'s .mjs files, the build's steps in build/), with these
    // exceptions, each of which runs before the settings module or outside the site:
    // - lib/server/env-file.mjs fills process.env from the settings file (ENV_FILE), before anything reads a setting;
    // - server.mjs starts the process on Node alone, before Next and lib/server/env.ts are loaded: its port, NODE_ENV,
    //   and the refusal to start with a public key but no secret key;
    // - next.config.mjs holds the switches of a build (DEPLOYMENT_ID, EDGE_BUILD), which Next reads before the app;
    // - deploy/, edge/, bench/, e2e/ and tests/ are tools around the site: they read their own switches (DEPLOY_*,
    //   EDGE_*, BENCH_*, E2E_*) and hand the site its settings through the environment of the processes they start.
    files: [
      'app/**/*.{ts,tsx}',
      'components/**/*.{ts,tsx}',
      'lib/**/*.{ts,tsx}',
      'content/**/*.ts',
      'proxy.ts',
      '**/*.mjs',
    ],
    ignores: [
      'lib/server/env.ts',
      'lib/server/env-file.mjs',
      'server.mjs',
      'next.config.mjs',
      'deploy/**',
      'edge/**',
      'bench/**',
      'e2e/**',
      'tests/**',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "MemberExpression[object.name='process'][property.name='env']:not([parent.property.name=/^(NODE_ENV|NEXT_PHASE|NEXT_RUNTIME|NEXT_PUBLIC_\\w+)$/])",
          message: 'Read settings with serverEnv() from lib/server/env.ts.',
        },
      ],
    },
  },
  {
    // Playwright fixtures receive a function named `use`, which is not a React hook.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  globalIgnores([
    '.next/**',
    '.next-*/**',
    // The Cloudflare Worker build (npm run build:edge) and wrangler's local state.
    '.open-next/**',
    '.wrangler/**',
    'out/**',
    'next-env.d.ts',
    'playwright-report/**',
    'test-results/**',
    'bench/hello/**',
    'bench/.out/**',
    'coverage/**',
    'public/sw.js',
    // Next's own configuration ignores a build/ folder, as many projects write their output there; here it holds the
    // build's steps, source like any other.
    '!build/**',
  ]),
]);
