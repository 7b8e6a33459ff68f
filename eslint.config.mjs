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
  ]),
]);
