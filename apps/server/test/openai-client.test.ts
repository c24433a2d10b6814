import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  AiProviderError,
  aiEnvProblems,
  extractJsonText,
  OpenAiJsonClient,
  resolveBaseUrl,
  ZAiEnv,
  type TAiErrorKind,
  type TOpenAiClientOptions,
} from '../src/ai/openai-client.ts';
import { createAiEngine } from '../src/ai/engine.ts';
import { loadConfig } from '../src/config.ts';

// A local server speaking the Chat Completions protocol, scripted per test: each request takes the
// next step of the script (the last step repeats).

const API_KEY = 'sk-test-0123456789abcdef';
const SERVER_MODEL = 'deepseek-chat-2025-01-01';

interface TRecorded {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: {
    model: string;
    messages: { role: string; content: string }[];
    response_format: { type: string; json_schema?: { name: string; schema: Record<string, unknown>; strict: boolean } };
    temperature?: number;
  };
}

type TStep = (res: http.ServerResponse, req: http.IncomingMessage) => void;

let server: http.Server;
let origin: string;
let script: TStep[] = [];
let recorded: TRecorded[] = [];
/** Path the server answers on; anything else gets a 404. */
let expectedPath = '/v1/chat/completions';

function completion(content: string, model = SERVER_MODEL): TStep {
  return (res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        id: 'chatcmpl-1',
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model,
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
      }),
    );
  };
}

function httpError(status: number, message: string, type = 'invalid_request_error'): TStep {
  return (res) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: { message, type, param: null, code: null } }));
  };
}

/** Sockets of requests left hanging, destroyed after each test. */
const stalled: http.IncomingMessage[] = [];
const hang: TStep = (_res, req) => {
  stalled.push(req);
};
const headersThenStall: TStep = (res, req) => {
  stalled.push(req);
  res.writeHead(200, { 'content-type': 'application/json' });
  res.write('{"id":"chatcmpl-1",');
};
const dropConnection: TStep = (_res, req) => req.socket.destroy();

const ZScore = z.object({
  score: z.number().int().min(0).max(100),
  strengths: z.array(z.string()),
});
const GOOD = { score: 82, strengths: ['TypeScript', '沟通'] };
const task = { name: 'resume-score', schema: ZScore, system: '你是招聘顾问。', user: '请为这份简历打分。' };

function client(overrides: Partial<TOpenAiClientOptions> = {}): OpenAiJsonClient {
  return new OpenAiJsonClient({
    baseUrl: origin,
    apiKey: API_KEY,
    model: 'deepseek-chat',
    timeoutMs: 2000,
    ...overrides,
  });
}

async function failure(promise: Promise<unknown>): Promise<AiProviderError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AiProviderError);
  return err as AiProviderError;
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '';
      recorded.push({
        method: req.method ?? '',
        path,
        headers: req.headers,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as TRecorded['body'],
      });
      if (req.method !== 'POST' || path !== expectedPath) return httpError(404, `no route ${path}`)(res, req);
      const step = script.length > 1 ? script.shift() : script[0];
      (step ?? httpError(500, 'no script'))(res, req);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

beforeEach(() => {
  script = [];
  recorded = [];
  expectedPath = '/v1/chat/completions';
});

afterEach(() => {
  for (const req of stalled.splice(0)) req.socket.destroy();
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('OpenAiJsonClient: successful answers', () => {
  it('returns validated data and the server-reported model, sending key, model and json_schema format', async () => {
    script = [completion(JSON.stringify(GOOD))];
    const result = await client().complete({ ...task, temperature: 0.2 });

    expect(result.data).toEqual(GOOD);
    expect(result.model).toBe(SERVER_MODEL);
    expect(result.attempts).toBe(1);
    expect(result.elapsedMs).toBeGreaterThanOrEqual(0);

    expect(recorded).toHaveLength(1);
    const [req] = recorded;
    expect(req?.method).toBe('POST');
    expect(req?.path).toBe('/v1/chat/completions');
    expect(req?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(req?.body.model).toBe('deepseek-chat');
    expect(req?.body.temperature).toBe(0.2);
    expect(req?.body.response_format).toEqual({
      type: 'json_schema',
      json_schema: {
        name: 'resume-score',
        strict: true,
        schema: {
          type: 'object',
          properties: {
            score: { type: 'integer', minimum: 0, maximum: 100 },
            strengths: { type: 'array', items: { type: 'string' } },
          },
          required: ['score', 'strengths'],
          additionalProperties: false,
        },
      },
    });
    expect(req?.body.messages[0]?.role).toBe('system');
    expect(req?.body.messages[0]?.content).toContain('你是招聘顾问。');
    expect(req?.body.messages[0]?.content).toContain('only one JSON object');
    expect(req?.body.messages[1]).toEqual({ role: 'user', content: '请为这份简历打分。' });
  });

  it('falls back to the configured model when the server reports none', async () => {
    script = [completion(JSON.stringify(GOOD), '')];
    const result = await client({ model: 'qwen-plus' }).complete(task);
    expect(result.model).toBe('qwen-plus');
  });

  it('reads JSON wrapped in a code fence with prose around it', async () => {
    script = [completion('好的，结果如下：\n```json\n{"score": 70, "strengths": ["Go"]}\n```\n希望有帮助！')];
    const result = await client().complete(task);
    expect(result.data).toEqual({ score: 70, strengths: ['Go'] });
    expect(result.attempts).toBe(1);
  });

  it('reads the outermost object when the model adds prose and a reasoning block', async () => {
    script = [completion('<think>先想想 {不是JSON}</think>结果：{"score": 55, "strengths": ["{braces}"]} 以上。')];
    const result = await client().complete(task);
    expect(result.data).toEqual({ score: 55, strengths: ['{braces}'] });
  });

  it('sends strict: false when the schema has optional properties', async () => {
    script = [completion('{"score": 1}')];
    const schema = z.object({ score: z.number(), note: z.string().optional() });
    const result = await client().complete({ ...task, schema });
    expect(result.data).toEqual({ score: 1 });
    expect(recorded[0]?.body.response_format.json_schema?.strict).toBe(false);
  });

  it('sends no Authorization header when no API key is configured (local Ollama/vLLM)', async () => {
    script = [completion(JSON.stringify(GOOD))];
    await client({ apiKey: undefined }).complete(task);
    expect(recorded[0]?.headers.authorization).toBeUndefined();
  });
});

describe('OpenAiJsonClient: retry policy', () => {
  it('retries once after malformed JSON and tells the model what was wrong', async () => {
    script = [completion('{"score": 82, "strengths": ["TypeScript",]}'), completion(JSON.stringify(GOOD))];
    const result = await client().complete(task);

    expect(result.data).toEqual(GOOD);
    expect(result.attempts).toBe(2);
    expect(recorded).toHaveLength(2);
    const retry = recorded[1]?.body.messages ?? [];
    expect(retry).toHaveLength(4);
    expect(retry[2]).toEqual({ role: 'assistant', content: '{"score": 82, "strengths": ["TypeScript",]}' });
    expect(retry[3]?.role).toBe('user');
    expect(retry[3]?.content).toContain('invalid JSON');
  });

  it('retries a truncated answer', async () => {
    script = [completion('{"score": 82, "strengths": ["TypeSc'), completion(JSON.stringify(GOOD))];
    const result = await client().complete(task);
    expect(result.data).toEqual(GOOD);
    expect(recorded[1]?.body.messages.at(-1)?.content).toContain('no complete JSON object');
  });

  it('throws kind "malformed" after two malformed answers', async () => {
    script = [completion('抱歉，我无法给出评分。')];
    const err = await failure(client().complete(task));
    expect(err.kind).toBe<TAiErrorKind>('malformed');
    expect(err.attempts).toBe(2);
    expect(err.message).toContain('resume-score');
    expect(recorded).toHaveLength(2);
  });

  it('retries a schema-invalid answer with the validation error, then throws kind "invalid"', async () => {
    script = [completion('{"score": 150, "strengths": "TypeScript"}')];
    const err = await failure(client().complete(task));
    expect(err.kind).toBe<TAiErrorKind>('invalid');
    expect(err.attempts).toBe(2);
    expect(recorded).toHaveLength(2);
    const hint = recorded[1]?.body.messages.at(-1)?.content ?? '';
    expect(hint).toContain('does not match the schema');
    expect(hint).toContain('score');
    expect(hint).toContain('strengths');
  });

  it('retries after an HTTP 500 and succeeds', async () => {
    script = [httpError(500, 'upstream overloaded', 'server_error'), completion(JSON.stringify(GOOD))];
    const result = await client().complete(task);
    expect(result.data).toEqual(GOOD);
    expect(result.attempts).toBe(2);
    expect(recorded).toHaveLength(2);
  });

  it('throws kind "http" with the status after two HTTP 503s', async () => {
    script = [httpError(503, 'service unavailable', 'server_error')];
    const err = await failure(client().complete(task));
    expect(err.kind).toBe<TAiErrorKind>('http');
    expect(err.status).toBe(503);
    expect(recorded).toHaveLength(2);
  });

  it('does not retry a 401 and never puts the key in the error message', async () => {
    script = [httpError(401, `Incorrect API key provided: ${API_KEY}`, 'authentication_error')];
    const err = await failure(client().complete(task));
    expect(err.kind).toBe<TAiErrorKind>('http');
    expect(err.status).toBe(401);
    expect(err.attempts).toBe(1);
    expect(recorded).toHaveLength(1);
    expect(err.message).toContain('Incorrect API key provided');
    expect(err.message).not.toContain(API_KEY);
  });

  it('does not retry at all with maxRetries: 0', async () => {
    script = [completion('not json')];
    const err = await failure(client({ maxRetries: 0 }).complete(task));
    expect(err.kind).toBe<TAiErrorKind>('malformed');
    expect(recorded).toHaveLength(1);
  });

  it('times out a server that never answers, once per attempt', async () => {
    script = [hang];
    const started = Date.now();
    const err = await failure(client({ timeoutMs: 300 }).complete(task));
    const elapsed = Date.now() - started;
    expect(err.kind).toBe<TAiErrorKind>('timeout');
    expect(err.attempts).toBe(2);
    expect(recorded).toHaveLength(2);
    // Two attempts of 300 ms each: it must end, not wait for the SDK's 10-minute default.
    expect(elapsed).toBeGreaterThanOrEqual(550);
    expect(elapsed).toBeLessThan(5000);
  });

  it('times out a server that sends headers and then stalls the body', async () => {
    script = [headersThenStall, completion(JSON.stringify(GOOD))];
    const result = await client({ timeoutMs: 300 }).complete(task);
    expect(result.data).toEqual(GOOD);
    expect(result.attempts).toBe(2);
  });

  it('throws kind "network" when the connection drops twice', async () => {
    script = [dropConnection];
    const err = await failure(client().complete(task));
    expect(err.kind).toBe<TAiErrorKind>('network');
    expect(err.attempts).toBe(2);
    expect(recorded).toHaveLength(2);
  });

  it('throws kind "network" when nothing listens on the port', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const err = await failure(client({ baseUrl: `http://127.0.0.1:${port}` }).complete(task));
    expect(err.kind).toBe<TAiErrorKind>('network');
    expect(err.message).toMatch(/ECONNREFUSED|fetch failed|Connection error/);
  });
});

describe('OpenAiJsonClient: json_schema not supported', () => {
  it('falls back to json_object with the schema in the system prompt, and remembers it', async () => {
    script = [
      httpError(400, 'This response_format type is unavailable now'),
      completion(JSON.stringify(GOOD)),
      completion(JSON.stringify({ score: 10, strengths: [] })),
    ];
    const ai = client();
    const first = await ai.complete(task);

    expect(first.data).toEqual(GOOD);
    expect(first.attempts).toBe(2);
    expect(recorded.map((r) => r.body.response_format.type)).toEqual(['json_schema', 'json_object']);
    const system = recorded[1]?.body.messages[0]?.content ?? '';
    expect(system).toContain('你是招聘顾问。');
    expect(system).toContain('"score":{"type":"integer","minimum":0,"maximum":100}');

    const second = await ai.complete(task);
    expect(second.data).toEqual({ score: 10, strengths: [] });
    expect(second.attempts).toBe(1);
    expect(recorded.map((r) => r.body.response_format.type)).toEqual(['json_schema', 'json_object', 'json_object']);
  });

  it('still allows one retry after the fallback', async () => {
    script = [httpError(400, "Invalid value for 'response_format.json_schema'"), completion('oops'), completion('{}')];
    const err = await failure(client().complete(task));
    expect(err.kind).toBe<TAiErrorKind>('invalid');
    expect(err.attempts).toBe(3);
    expect(recorded.map((r) => r.body.response_format.type)).toEqual(['json_schema', 'json_object', 'json_object']);
  });

  it('does not treat other 400s as a format problem', async () => {
    script = [httpError(400, 'Model Not Exist')];
    const err = await failure(client().complete(task));
    expect(err.kind).toBe<TAiErrorKind>('http');
    expect(err.status).toBe(400);
    expect(recorded).toHaveLength(1);
  });
});

describe('base URL', () => {
  it.each([
    ['', '/v1/chat/completions'],
    ['/', '/v1/chat/completions'],
    ['/v1', '/v1/chat/completions'],
    ['/v1/', '/v1/chat/completions'],
    ['/compatible-mode/v1', '/compatible-mode/v1/chat/completions'],
    ['/api/paas/v4/', '/api/paas/v4/chat/completions'],
    ['/v1/chat/completions', '/v1/chat/completions'],
  ])('base "%s" posts to %s', async (suffix, path) => {
    expectedPath = path;
    script = [completion(JSON.stringify(GOOD))];
    const result = await client({ baseUrl: `${origin}${suffix}` }).complete(task);
    expect(result.data).toEqual(GOOD);
    expect(recorded.map((r) => r.path)).toEqual([path]);
  });

  it('resolves provider URLs', () => {
    expect(resolveBaseUrl('https://api.deepseek.com')).toBe('https://api.deepseek.com/v1');
    expect(resolveBaseUrl('https://api.deepseek.com/v1')).toBe('https://api.deepseek.com/v1');
    expect(resolveBaseUrl('https://dashscope.aliyuncs.com/compatible-mode/v1')).toBe(
      'https://dashscope.aliyuncs.com/compatible-mode/v1',
    );
    expect(resolveBaseUrl(' http://localhost:11434/ ')).toBe('http://localhost:11434/v1');
    expect(resolveBaseUrl('https://api.moonshot.cn/v1/')).toBe('https://api.moonshot.cn/v1');
  });

  it('refuses URLs it cannot use', () => {
    expect(() => resolveBaseUrl('api.deepseek.com')).toThrow('absolute http(s) URL');
    expect(() => resolveBaseUrl('ftp://host/v1')).toThrow('http(s) URL');
    expect(() => resolveBaseUrl('https://host/v1?api-version=1')).toThrow('query string');
  });
});

describe('extractJsonText', () => {
  it('returns undefined when there is no object', () => {
    expect(extractJsonText('无法回答')).toBeUndefined();
    expect(extractJsonText('} {')).toBeUndefined();
  });
});

describe('ZAiEnv', () => {
  it('defaults to the builtin engine with no client', () => {
    const env = ZAiEnv.parse({});
    expect(env).toEqual({ AI_PROVIDER: 'builtin', AI_TIMEOUT_MS: 30_000 });
    expect(aiEnvProblems(env)).toEqual([]);
    expect(createAiEngine(loadConfig({}).ai).name).toBe('builtin');
  });

  it('lists what is missing for the openai provider', () => {
    const env = ZAiEnv.parse({ AI_PROVIDER: 'openai', AI_BASE_URL: 'https://host/v1?x=1' });
    expect(aiEnvProblems(env)).toEqual([
      'AI_BASE_URL: must not contain a query string or fragment',
      'AI_MODEL: required when AI_PROVIDER=openai',
    ]);
  });

  it('builds a client from a complete openai env', () => {
    const env = ZAiEnv.parse({
      AI_PROVIDER: 'openai',
      AI_BASE_URL: 'http://localhost:11434',
      AI_MODEL: 'qwen2.5:7b',
      AI_TIMEOUT_MS: '15000',
    });
    expect(aiEnvProblems(env)).toEqual([]);
    const engine = createAiEngine(
      loadConfig({ AI_PROVIDER: 'openai', AI_BASE_URL: 'http://localhost:11434', AI_MODEL: 'qwen2.5:7b' }).ai,
    );
    expect(engine.name).toBe('openai');
    expect(engine.model).toBe('qwen2.5:7b');
  });
});
