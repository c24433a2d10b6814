// What the server loads at start-up (issue 18: idle memory). Packages needed only by a first
// conversion, export, captcha, search or by another mode are loaded on that first use, so an idle
// server does not carry them; and the entry point (src/main.ts), which loads the server's modules
// only after setting V8's flags, still reports a bad configuration in Chinese.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const serverRoot = path.resolve(import.meta.dirname, '..');
const tempDirs: string[] = [];

afterEach(() => {
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function run(args: string[], env: NodeJS.ProcessEnv = process.env) {
  const child = spawn(process.execPath, args, { cwd: serverRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, stdout, stderr })),
  );
}

/**
 * Loads src/app.ts (every module the server imports at start-up) in a fresh process and lists the
 * files loaded: ES modules through a resolve hook, CommonJS ones from require's cache (packages
 * loaded with createRequire do not pass the hook).
 */
async function modulesLoadedByApp(): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'op-modules-'));
  tempDirs.push(dir);
  const log = path.join(dir, 'resolved.txt');
  const hooks = path.join(dir, 'hooks.mjs');
  fs.writeFileSync(
    hooks,
    `import fs from 'node:fs';
let log;
export function initialize(data) { log = data.log; }
export async function resolve(specifier, context, next) {
  const result = await next(specifier, context);
  fs.appendFileSync(log, result.url + '\\n');
  return result;
}
`,
  );
  const script = `
import { register, createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
register(pathToFileURL(${JSON.stringify(hooks)}), { data: { log: ${JSON.stringify(log)} } });
await import(${JSON.stringify(pathToFileURL(path.join(serverRoot, 'src/app.ts')).href)});
console.log(JSON.stringify(Object.keys(createRequire(import.meta.url).cache)));
`;
  const { code, stdout, stderr } = await run(['--import', 'tsx', '--input-type=module', '-e', script]);
  expect(code, stderr).toBe(0);
  const cjs = JSON.parse(stdout.trim().split('\n').at(-1)!) as string[];
  return [...cjs, ...fs.readFileSync(log, 'utf8').split('\n').filter(Boolean)];
}

const loadedAtFirstUse = [
  'mammoth', // first DOCX conversion (in the converter process)
  'unpdf', // first PDF conversion (in the converter process)
  'pdfjs-dist',
  'pdfkit', // first PDF export
  'docx', // first Word export
  'svg-captcha', // first captcha
  '@node-rs/jieba', // first search or analysis
  'pg', // PostgreSQL mode only
  'ioredis', // REDIS_URL only
  '@aws-sdk/client-s3', // STORAGE_URL only
];

describe('start-up modules', { timeout: 60_000 }, () => {
  it('leaves the packages of first use out of the server started without them', async () => {
    const files = await modulesLoadedByApp();
    const packageOf = (file: string) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(file)?.[1];
    const packages = new Set(files.map(packageOf).filter(Boolean));
    // The listing works: the framework and the embedded database are there.
    expect(packages).toContain('fastify');
    expect(packages).toContain('@electric-sql/pglite');
    for (const name of loadedAtFirstUse) expect(packages, name).not.toContain(name);
  });

  it('reports a bad configuration in Chinese from the entry point', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'op-data-'));
    tempDirs.push(dataDir);
    const { code, stderr } = await run(['--import', 'tsx', 'src/main.ts'], {
      ...process.env,
      PORT: 'not-a-port',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
    });
    expect(code).toBe(1);
    expect(stderr).toContain('配置错误，服务未启动');
    // The plain Chinese message app.ts installs before the configuration is read.
    expect(stderr).toMatch(/PORT="not-a-port": 应为数字/);
  });
});
