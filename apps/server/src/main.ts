import v8 from 'node:v8';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';

/**
 * PGlite's WebAssembly compiled by Liftoff only: V8's default also recompiles the hot functions
 * with TurboFan, whose code and compiler memory stay resident (about 45 MiB of the idle server,
 * bench/results/startup.json). Set before the first WebAssembly compilation (`openDatabase`);
 * PostgreSQL mode runs no WebAssembly in this process. Small queries run as fast (no background
 * recompilation); CPU-heavy SQL about 30 % slower (docs/operations.md, issue 18).
 */
function useBaselineWasmCompiler(): void {
  v8.setFlagsFromString('--liftoff-only');
}

async function main(): Promise<void> {
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

  if (!config.databaseUrl) useBaselineWasmCompiler();
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
}

void main();
