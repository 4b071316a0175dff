import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'coverage/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-properties': [
        'error',
        {
          object: 'Math',
          property: 'random',
          message: 'Use node:crypto randomInt/randomBytes on the server.',
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/backoffice/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // The provider's game client runs in the browser; it draws no outcome (the server does).
    files: ['apps/provider/client/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
  },
  // Apps share nothing but packages/contracts (ARCHITECTURE.md; decision 039 for the provider).
  ...appBoundaries(),
);

function appBoundaries() {
  const apps = {
    server: 'apps/server',
    web: 'apps/web',
    provider: 'apps/provider',
    backoffice: 'apps/backoffice',
  };
  return Object.entries(apps).map(([name, dir]) => {
    const others = Object.keys(apps).filter((other) => other !== name);
    return {
      files: [`${dir}/**/*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: others.flatMap((other) => [
              {
                group: [
                  `@app/${other}`,
                  `@app/${other}/*`,
                  `**/${other}/src/**`,
                  `**/apps/${other}/**`,
                ],
                message: `apps/${name} may not import apps/${other}: share it through packages/contracts.`,
              },
            ]),
          },
        ],
      },
    };
  });
}
