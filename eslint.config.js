// @ts-check
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const dirs = (p) =>
  fs.existsSync(p) ? fs.readdirSync(p).filter((d) => fs.statSync(path.join(p, d)).isDirectory()) : [];

// STYLE.md walls. A feature never imports another feature.
const webFeatures = dirs('apps/web/src/features');
const featureZones = webFeatures.map((name) => ({
  target: `./apps/web/src/features/${name}`,
  from: './apps/web/src/features',
  except: [`./${name}`],
  message: '一个 feature 不能引用另一个 feature：把共用部分提到 components/、hooks/ 或 lib/。',
}));
// Shared layers of the web app never reach up into features or the app shell.
const webLayerZones = ['components', 'hooks', 'lib', 'api', 'theme', 'auth', 'i18n', 'tasks'].map((layer) => ({
  target: `./apps/web/src/${layer}`,
  from: ['./apps/web/src/features', './apps/web/src/app'],
  message: `${layer}/ 是共用层，不能引用 features/ 或 app/。`,
}));
// Server modules call each other only through their index.ts.
const serverModules = dirs('apps/server/src/modules');
const moduleZones = serverModules.flatMap((name) =>
  serverModules
    .filter((other) => other !== name)
    .map((other) => ({
      target: `./apps/server/src/modules/${name}`,
      from: `./apps/server/src/modules/${other}`,
      // schema.ts too: a table may hold a foreign key to another module's table.
      except: ['./index.ts', './schema.ts'],
      message: '模块之间只能通过对方的 index.ts 调用（外键可引用对方的 schema.ts）。',
    })),
);

// The AI engine and the text library (issue 12's floor plan): modules reach the engine only through
// ai/provider.ts and the text library only through text/index.ts; the text library is a leaf.
const serverSrc = './apps/server/src';
const aiZones = [
  {
    target: `${serverSrc}/modules`,
    from: `${serverSrc}/ai`,
    except: ['./provider.ts'],
    message: '模块只能通过 ai/provider.ts 使用 AI 引擎。',
  },
  {
    target: [`${serverSrc}/modules`, `${serverSrc}/ai`, `${serverSrc}/interview`, `${serverSrc}/app.ts`],
    from: `${serverSrc}/text`,
    except: ['./index.ts'],
    message: '文本库只能通过 text/index.ts 引用。',
  },
  {
    target: `${serverSrc}/text`,
    from: [`${serverSrc}/ai`, `${serverSrc}/modules`, `${serverSrc}/db`, `${serverSrc}/http`],
    message: '文本库是底层：不能引用 ai/、modules/、db/ 或 http/。',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'e2e/artifacts/**',
      'bench/results/**',
      'apps/server/drizzle/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': {
        typescript: {
          project: [
            'apps/*/tsconfig.json',
            'packages/*/tsconfig.json',
            'e2e/tsconfig.json',
            'bench/tsconfig.json',
            'scripts/tsconfig.json',
          ],
        },
      },
    },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...featureZones, ...webLayerZones, ...moduleZones, ...aiZones] },
      ],
      'import-x/no-self-import': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['packages/shared/**/*.ts'],
    ignores: ['packages/shared/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'node:*',
                'react',
                'react-dom',
                'drizzle-orm',
                'drizzle-orm/*',
                'fastify',
                'pg',
                '@electric-sql/*',
              ],
              message: 'packages/shared 只依赖 zod 和它自己。',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/web/test/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-globals': ['error', { name: 'fetch', message: '只有 src/api/ 可以调用 fetch。' }],
    },
  },
  {
    files: ['apps/web/src/api/**/*.ts', 'apps/web/test/**/*.{ts,tsx}'],
    rules: { 'no-restricted-globals': 'off' },
  },
  {
    // An antd icon names itself in English (role="img" aria-label="audio"): a screen reader read
    // the button 「开始录音」 as 'audio 开始录音'. Every icon is hidden, or says what it means in Chinese;
    // so does every Segmented control.
    files: ['apps/web/src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'JSXOpeningElement[name.name=/(Outlined|Filled|TwoTone)$/]:not(:has(JSXAttribute[name.name=/^aria-(hidden|label)$/]))',
          message: 'antd 图标的名字是英文，读屏会读出来：加 aria-hidden，或给它中文 aria-label。',
        },
        {
          // antd's Segmented names its group 'segmented control' unless told otherwise.
          selector: 'JSXOpeningElement[name.name="Segmented"]:not(:has(JSXAttribute[name.name="aria-label"]))',
          message: 'antd 的 Segmented 默认用英文 "segmented control" 命名：给它中文 aria-label。',
        },
      ],
    },
  },
);
