// ESLint (flat config): TypeScript, the rules of hooks and JSX accessibility. Formatting is
// Prettier's (.prettierrc.json); `npm run lint` runs both, and `npm test` runs lint first.
import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['build/', 'node_modules/', '.wrangler/', '.test-state*/', 'test-results/', 'bench/out/', 'public/', '.split-tool.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // the rules of hooks; React 18 has no compiler, so its extra rules (set-state-in-effect…) stay off
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs', globals: globals.node } },
  {
    // tests read JSON answers of many shapes
    files: ['test/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  { files: ['app/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['app/**/*.tsx'],
    rules: {
      // our labels wrap their input and carry their text a few elements down (title + description)
      'jsx-a11y/label-has-associated-control': ['error', { assert: 'either', depth: 4 }],
    },
  },
)
