import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

// STYLE.md: the walls are enforced by lint. These probes break each wall and expect an error.
const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });
const probes: string[] = [];

async function lint(relative: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, relative) });
  return result!.messages.map((m) => m.ruleId);
}

afterAll(() => {
  for (const file of probes) fs.rmSync(file, { force: true });
});

describe('lint walls', () => {
  it('an antd icon without aria-hidden or a Chinese aria-label fails (its English name is read out)', async () => {
    const head = "import { AudioOutlined } from '@ant-design/icons';\n";
    expect(await lint('apps/web/src/components/probe.tsx', `${head}export const x = <AudioOutlined />;\n`)).toContain(
      'no-restricted-syntax',
    );
    for (const ok of ['<AudioOutlined aria-hidden />', '<AudioOutlined aria-label="录音" />'])
      expect(await lint('apps/web/src/components/probe.tsx', `${head}export const x = ${ok};\n`)).not.toContain(
        'no-restricted-syntax',
      );
  });

  it('a Segmented control without a Chinese aria-label fails (antd names it "segmented control")', async () => {
    const head = "import { Segmented } from 'antd';\n";
    expect(
      await lint('apps/web/src/components/probe.tsx', `${head}export const x = <Segmented options={['甲']} />;\n`),
    ).toContain('no-restricted-syntax');
    expect(
      await lint(
        'apps/web/src/components/probe.tsx',
        `${head}export const x = <Segmented aria-label="难度" options={['甲']} />;\n`,
      ),
    ).not.toContain('no-restricted-syntax');
  });

  it('a feature importing another feature fails', async () => {
    const rules = await lint(
      'apps/web/src/features/legal/probe.ts',
      "import { ThemeShowcasePage } from '../theme-showcase/theme-showcase-page.tsx';\nexport const x = ThemeShowcasePage;\n",
    );
    expect(rules).toContain('import-x/no-restricted-paths');
  });

  it('a shared component importing a feature fails', async () => {
    const rules = await lint(
      'apps/web/src/components/probe.ts',
      "import { LegalPage } from '../features/legal/legal-page.tsx';\nexport const x = LegalPage;\n",
    );
    expect(rules).toContain('import-x/no-restricted-paths');
  });

  it('an import cycle fails', async () => {
    const a = path.join(root, 'apps/web/src/lib/__probe-cycle-a.ts');
    const b = path.join(root, 'apps/web/src/lib/__probe-cycle-b.ts');
    probes.push(a, b);
    fs.writeFileSync(a, "import { b } from './__probe-cycle-b.ts';\nexport const a = () => b;\n");
    fs.writeFileSync(b, "import { a } from './__probe-cycle-a.ts';\nexport const b = () => a;\n");
    const [result] = await eslint.lintFiles([a]);
    expect(result!.messages.map((m) => m.ruleId)).toContain('import-x/no-cycle');
  });

  it('fetch outside src/api fails, and packages/shared may not import node or react', async () => {
    expect(await lint('apps/web/src/lib/probe.ts', "export const f = () => fetch('/x');\n")).toContain(
      'no-restricted-globals',
    );
    expect(await lint('packages/shared/src/probe.ts', "import fs from 'node:fs';\nexport const y = fs;\n")).toContain(
      'no-restricted-imports',
    );
  });
});
