import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientGoneSignal } from '../src/http/job-key.ts';

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

// The signal that stops a request waiting for a job: on a real socket, since it is about the client.
describe('clientGoneSignal', () => {
  let app: FastifyInstance;
  let url: string;
  let received = deferred();
  let answer = deferred();
  let aborted = deferred();

  beforeAll(async () => {
    app = Fastify({ forceCloseConnections: true });
    app.post('/wait', async (_req, reply) => {
      const signal = clientGoneSignal(reply);
      signal.addEventListener('abort', () => aborted.resolve());
      received.resolve();
      await Promise.race([answer.promise, aborted.promise]);
      return { aborted: signal.aborted };
    });
    url = `${await app.listen({ port: 0, host: '127.0.0.1' })}/wait`;
  });
  afterAll(async () => app.close());

  const post = (signal?: AbortSignal) =>
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ resume: '一份简历' }),
      ...(signal ? { signal } : {}),
    });

  it('stays quiet while the client waits, a request body already read', async () => {
    [received, answer, aborted] = [deferred(), deferred(), deferred()];
    const res = post();
    await received.promise;
    await new Promise((r) => setImmediate(r)); // the request's own 'close' (body read) has fired by now
    answer.resolve();
    expect(await (await res).json()).toEqual({ aborted: false });
  });

  it('aborts when the client disconnects before its answer', async () => {
    [received, answer, aborted] = [deferred(), deferred(), deferred()];
    const client = new AbortController();
    const res = post(client.signal).catch((error: unknown) => error);
    await received.promise;
    client.abort();
    expect(await res).toBeInstanceOf(Error);
    await aborted.promise; // never resolves if the disconnect went unnoticed
  });
});
