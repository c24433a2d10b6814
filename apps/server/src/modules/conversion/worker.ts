// Runs file conversion off the main thread: a hostile or huge document can use up this worker's
// time and memory, never the server's. The pool (pool.ts) kills it when it runs past its limit.
import { parentPort } from 'node:worker_threads';
import { isAppError } from '@offerpilot/shared';
import { convertFile } from './convert.ts';
import type { TWorkerReply, TWorkerRequest } from './pool.ts';

parentPort!.on('message', (request: TWorkerRequest) => {
  const reply = (message: TWorkerReply) => parentPort!.postMessage(message);
  convertFile(Buffer.from(request.data.buffer, request.data.byteOffset, request.data.byteLength)).then(
    (result) => reply({ id: request.id, ok: true, result }),
    (error: unknown) =>
      reply({
        id: request.id,
        ok: false,
        code: isAppError(error) ? error.code : null,
        message: error instanceof Error ? error.message : String(error),
      }),
  );
});
