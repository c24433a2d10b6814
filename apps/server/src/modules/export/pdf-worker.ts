// The PDF writer's process: pdfkit lays out and subsets the font here, off the server's event
// loop, so one user's long report never delays anyone else's request. The pool (pdf-pool.ts, on
// conversion/pool.ts's WorkerPool) starts it, limits each render's time and memory, and replaces
// it after a failure.
import fs from 'node:fs';
import { isAppError } from '@offerpilot/shared';
import type { TWorkerReply, TWorkerRequest } from '../conversion/index.ts';
import type { TPdfJob } from './pdf-pool.ts';
import { renderPdf } from './render.ts';

const reply = (message: TWorkerReply<Uint8Array>) => process.send!(message);

/**
 * Tests and the bench stand in for a heavy document: the process is busy for `ms`, as pdfkit is,
 * or (tests) until `releaseFile` exists, failing if it never does within `ms`.
 */
function spin(ms: number, releaseFile: string | undefined): void {
  const until = Date.now() + ms;
  while (Date.now() < until) if (releaseFile && fs.existsSync(releaseFile)) return;
  if (releaseFile) throw new Error(`render held: ${releaseFile} never appeared`);
}

process.on('message', (request: TWorkerRequest<TPdfJob>) => {
  Promise.resolve()
    .then(() => {
      if (request.data.spinMs) spin(request.data.spinMs, request.data.releaseFile);
      return renderPdf(request.data.input);
    })
    .then(
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
// The server went away (even by kill -9): nothing is left to render for.
process.on('disconnect', () => process.exit(0));
