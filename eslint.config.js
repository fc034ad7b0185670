import js from '@eslint/js'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import reactRefresh from 'eslint-plugin-react-refresh'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import { importX } from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'

/** lucide icons drawn for left-to-right pages that must be mirrored in Arabic. */
const DIRECTIONAL_ICONS = [
  'ArrowLeft',
  'ArrowRight',
  'ArrowUpLeft',
  'ArrowUpRight',
  'ArrowBigLeft',
  'ArrowBigRight',
  'ChevronLeft',
  'ChevronRight',
  'ChevronsLeft',
  'ChevronsRight',
  'MoveLeft',
  'MoveRight',
  'LogIn',
  'LogOut',
  'Send',
  'SendHorizontal',
  'Undo2',
  'Redo2',
  'Reply',
  'Forward',
]

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      '.local',
      'coverage',
      'test-results',
      'playwright-report',
      'src/types/database.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/unit/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: {
      'react-hooks': reactHooks,
      'react-refresh': reactRefresh,
      'jsx-a11y': jsxA11y,
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
      'import-x/no-cycle': 'error',
      // Imports flow one way: shared code -> features -> app; features never import each other.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...[
              'marketing',
              'auth',
              'registration',
              'verification',
              'launch-gate',
              'waitlist',
              'session',
              'subscription',
              'payments',
              'catalogue',
              'variables',
              'dashboard',
              'chat',
              'admin',
              'collections',
            ].map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/features',
              except: [`./${feature}`],
              message: 'Features do not import each other; compose them in src/app.',
            })),
            {
              target: ['./src/features', './src/components', './src/lib', './src/hooks'],
              from: './src/app',
              message: 'src/app composes; nothing imports from it.',
            },
            {
              target: ['./src/components', './src/lib', './src/hooks'],
              from: './src/features',
              message: 'Shared code does not depend on features.',
            },
          ],
        },
      ],
    },
  },
  {
    // Icons that point somewhere come from src/components/icons/directional.tsx, named by meaning
    // and mirrored on right-to-left pages; lucide draws them for left-to-right pages only.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/components/icons/directional.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'lucide-react',
              importNames: DIRECTIONAL_ICONS.flatMap((name) => [
                name,
                `${name}Icon`,
                `Lucide${name}`,
              ]),
              message:
                'A directional icon points the wrong way in Arabic: use ArrowForward, ArrowBack, ChevronNext, ChevronPrevious, SendForward, SignInIcon or SignOutIcon from @/components/icons/directional.',
            },
          ],
        },
      ],
    },
  },
  {
    // The console guard (issue 50) is on for every e2e test: specs take `test` from the fixtures.
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message:
                "Import test and expect from './fixtures': its console guard fails a test on a page error.",
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'scripts/**/*.{js,mjs,ts}',
      'supabase/local/**/*.{ts,mjs}',
      'tests/integration/**/*.ts',
      'tests/e2e/**/*.ts',
      'tests/support/**/*.ts',
      'bench/**/*.{ts,mjs}',
      '*.config.{js,ts}',
    ],
    languageOptions: { globals: globals.node },
    rules: { 'no-console': 'off' },
  },
  {
    files: ['supabase/functions/**/*.ts', 'supabase/local/functions/deno/**/*.ts'],
    languageOptions: { globals: { ...globals.browser, Deno: 'readonly' } },
    rules: { 'no-console': 'off' },
  },
)
