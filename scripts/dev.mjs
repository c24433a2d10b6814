// npm run dev — the API server (tsx watch, port 8080) and the Vite dev server (port 5173, proxies /api).
import { spawn } from 'node:child_process';
import path from 'node:path';

// npm runs a workspace's script inside that workspace: keep the data where `npm start` keeps it.
const dataDir = process.env.DATA_DIR ?? path.resolve('data');

const children = [
  spawn('npm', ['run', 'dev', '-w', 'apps/server'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir },
  }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], { stdio: 'inherit' }),
];
console.log('开发模式：打开 http://localhost:5173（API 在 http://localhost:8080）');
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && code !== 0 && stop());
