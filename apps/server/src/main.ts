import v8 from 'node:v8';
import vm from 'node:vm';

/**
 * V8 settings of the embedded mode (PGlite: one person's server, where idle memory counts more than
 * throughput; docs/decisions.md, issue 18). Set before the server's modules load (this file imports
 * them only afterwards) and before the first WebAssembly compilation (`openDatabase`). PostgreSQL
 * mode, the one for traffic, keeps V8's defaults.
 *
 * - `--liftoff-only`: PGlite's WebAssembly compiled by Liftoff only. V8's default also recompiles
 *   the hot functions with TurboFan, whose code and compiler memory stay resident (about 45 MiB of
 *   the idle server). Small queries run as fast (no background recompilation); CPU-heavy SQL about
 *   30 % slower.
 * - `--semi-space-growth-factor=1`: the young generation stays at its initial 1 MiB per semi-space
 *   instead of growing to 16 MiB while the modules load; its pages stayed resident, 20–30 MiB of
 *   the idle server. Read by V8 each time it would grow the space, so it works set from here (the
 *   command line's `--max-semi-space-size` is read only when the heap is created).
 */
function useEmbeddedModeV8Flags(): void {
  v8.setFlagsFromString('--liftoff-only');
  v8.setFlagsFromString('--semi-space-growth-factor=1');
}

/**
 * One full collection once the embedded server listens: what the start left behind (PGlite's 9 MB
 * WebAssembly file read into one buffer, the migration files, the modules' parse garbage) is
 * otherwise kept until enough allocation triggers a collection, which an idle server never does
 * (5–8 MiB more on a restart, docs/operations.md). `gc` is taken from a fresh context created
 * while `--expose-gc` is on, then the flag is off again: no global `gc` anywhere else. Takes tens
 * of ms, once.
 */
function collectStartupGarbage(): void {
  v8.setFlagsFromString('--expose-gc');
  const gc: unknown = vm.runInNewContext('typeof gc === "function" ? gc : undefined');
  v8.setFlagsFromString('--no-expose-gc');
  if (typeof gc === 'function') gc();
}

async function main(): Promise<void> {
  // The embedded mode is the one without DATABASE_URL (empty counts as unset, as in loadConfig);
  // read from the environment here because the config module is not loaded yet.
  const embedded = !process.env.DATABASE_URL;
  if (embedded) useEmbeddedModeV8Flags();
  // Both at once as before: app.ts sets zod's Chinese messages, which the config check uses too.
  const [{ buildApp }, { ConfigError, loadConfig }] = await Promise.all([import('./app.ts'), import('./config.ts')]);
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  let app;
  try {
    app = await buildApp(config);
  } catch (error) {
    console.error(`服务启动失败：${(error as Error).message}`);
    process.exit(1);
  }

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, '收到停止信号，正在关闭服务与数据库');
    const force = setTimeout(() => {
      app.log.error('关闭超时（10 秒），强制退出');
      process.exit(1);
    }, 10_000);
    force.unref();
    app.close().then(
      () => {
        app.log.info('服务已安全关闭');
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, '关闭服务时出错');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    app.log.error({ err: error }, '端口监听失败');
    await app.close().catch(() => undefined);
    process.exit(1);
  }
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const port = (app.server.address() as { port: number } | null)?.port ?? config.port;
  app.log.info(
    {
      database: app.database.driver,
      dataDir: config.databaseUrl ? undefined : config.dataDir,
      files: app.files.location,
    },
    `面试领航已启动：http://${shown}:${port}`,
  );
  if (embedded) collectStartupGarbage();
}

void main();
