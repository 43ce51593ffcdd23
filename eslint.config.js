import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * DESIGN.md §5: what differs between amenities is read from the registry (amenity-policies.ts), so a
 * new kind is an entry there, never another `amenity === '…'` branch in the core or the views.
 */
const noAmenityBranch = {
  selector: "BinaryExpression[operator=/^[!=]==$/][left.property.name='amenity'][right.raw=/^['\"]/]",
  message:
    'Read what differs between amenities from the registry (amenityPolicy(kind)), not a branch on the kind (DESIGN.md §5).',
};

/**
 * Issue 12, "one schema per shape": an answer's shape is written once, as a named zod schema in
 * packages/shared. The API declares it as the route's response; the web takes the type from it.
 */
const noInlineAnswerType = {
  selector: "CallExpression[callee.name='api'] > TSTypeParameterInstantiation TSTypeLiteral",
  message: "Type the answer with the route's response type from @tea/shared (z.infer of its schema), not a shape written here.",
};
const noInlineResponseSchema = {
  selector:
    "Property[key.name='response'] > ObjectExpression > Property CallExpression[callee.object.name='z'][callee.property.name='object']",
  message:
    'Declare the response with a named schema from @tea/shared (the web types its calls from it), not a z.object written here.',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'scripts/bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, boundaries },
    settings: {
      'boundaries/include': ['apps/web/src/**/*'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'boundaries/elements': [
        { type: 'app', pattern: 'apps/web/src/app' },
        { type: 'feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
        { type: 'shared', pattern: 'apps/web/src/shared' },
        { type: 'entry', pattern: 'apps/web/src/*' },
      ],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // shared → features → app: features never import each other, shared imports neither.
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            { from: { element: { type: 'entry' } }, allow: [{ to: { element: { type: ['entry', 'app', 'shared'] } } }] },
            { from: { element: { type: 'app' } }, allow: [{ to: { element: { type: ['app', 'feature', 'shared'] } } }] },
            {
              from: { element: { type: 'feature' } },
              allow: [
                { to: { element: { type: 'shared' } } },
                { to: { element: { type: 'feature', captured: { feature: '{{ from.captured.feature }}' } } } },
              ],
            },
            { from: { element: { type: 'shared' } }, allow: [{ to: { element: { type: 'shared' } } }] },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', noAmenityBranch, noInlineAnswerType] },
  },
  {
    // DESIGN.md §7: every "now" of the server comes from the injected clock (tests pin it), so no
    // rule reads the machine's time on its own. Only the clock module reads it.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/**/*.test.ts', 'apps/api/src/test/**', 'apps/api/src/clock.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        noAmenityBranch,
        noInlineResponseSchema,
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Read the injected clock (ctx.now, app.clock.now()), not the machine time (DESIGN.md §7).',
        },
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'Read the injected clock (ctx.now, app.clock.now()), not the machine time (DESIGN.md §7).',
        },
      ],
    },
  },
  prettier,
);
