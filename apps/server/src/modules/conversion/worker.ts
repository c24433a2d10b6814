// The converter process: file conversion runs here, off the server, so a hostile or huge document
// uses up this process's time and memory, never the server's. The pool (pool.ts) starts it with a
// heap limit, watches its resident memory, and kills it past its limits or after a failure.
import { isAppError } from '@offerpilot/shared';
import { convertFile } from './convert.ts';
import type { TWorkerReply, TWorkerRequest } from './pool.ts';

const reply = (message: TWorkerReply) => process.send!(message);

process.on('message', (request: TWorkerRequest) => {
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
// The server went away (even by kill -9): nothing is left to convert for.
process.on('disconnect', () => process.exit(0));
