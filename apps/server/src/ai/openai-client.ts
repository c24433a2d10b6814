import OpenAI, { APIConnectionTimeoutError, APIError } from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { z } from 'zod';

/**
 * Structured-output client for any OpenAI-compatible Chat Completions endpoint (DeepSeek, Qwen,
 * GLM, Moonshot, Ollama, vLLM). It asks for JSON, validates it with zod and retries once; callers
 * fall back to the builtin engine when it throws an `AiProviderError`.
 *
 * Retry policy (at most `1 + maxRetries` failed attempts, default 2; the SDK's own retries are off):
 * - retried: timeout, network failure, HTTP 408/409/429/5xx, malformed JSON, schema-invalid JSON
 *   (the retry tells the model what was wrong with its previous answer);
 * - not retried: other HTTP 4xx (401/403 bad key, 404 unknown model or path, 400 bad request) —
 *   sending the same request again cannot succeed and only burns quota;
 * - a 400/422 that names `response_format`/`json_schema` switches this client to `json_object`
 *   mode (schema in the system prompt) for good and resends at once; that capability probe does
 *   not use up the retry budget, but it is counted in `attempts` (= requests sent).
 */

// config.ts spreads `ZAiEnv.shape` into its env schema and reports `aiEnvProblems(env)` at start.
export const ZAiEnv = z.object({
  AI_PROVIDER: z.enum(['builtin', 'openai']).default('builtin'),
  AI_BASE_URL: z.url().optional(),
  /** Optional: local servers (Ollama, vLLM) usually need none. */
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().min(1).optional(),
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(240_000).default(30_000),
});
export type TAiEnv = z.infer<typeof ZAiEnv>;

export function aiEnvProblems(env: TAiEnv): string[] {
  if (env.AI_PROVIDER !== 'openai') return [];
  const problems: string[] = [];
  if (!env.AI_BASE_URL) problems.push('AI_BASE_URL: required when AI_PROVIDER=openai');
  else {
    try {
      resolveBaseUrl(env.AI_BASE_URL);
    } catch (err) {
      problems.push(`AI_BASE_URL: ${(err as Error).message}`);
    }
  }
  if (!env.AI_MODEL) problems.push('AI_MODEL: required when AI_PROVIDER=openai');
  return problems;
}

/**
 * The base URL is taken as given, with one convenience. The SDK posts to `${baseURL}/chat/completions`.
 * - A URL with a path is the API root the provider documents and is used as is (trailing slashes
 *   dropped): `http://host:8000/v1`, `https://dashscope.aliyuncs.com/compatible-mode/v1`,
 *   `https://open.bigmodel.cn/api/paas/v4`. A pasted full endpoint (`…/chat/completions`) is cut
 *   back to its root.
 * - A URL with no path gets `/v1`, the OpenAI convention: `http://localhost:11434` (Ollama) →
 *   `…/v1`; `https://api.deepseek.com` → `…/v1` (DeepSeek serves both forms).
 * Query strings and fragments are refused (they would end up in front of the path).
 */
export function resolveBaseUrl(input: string): string {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    throw new Error('must be an absolute http(s) URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('must be an http(s) URL');
  if (url.search || url.hash) throw new Error('must not contain a query string or fragment');
  let path = url.pathname.replace(/\/+$/, '').replace(/\/chat\/completions$/, '');
  if (path === '') path = '/v1';
  return `${url.origin}${path}`;
}

export type TAiErrorKind = 'timeout' | 'http' | 'malformed' | 'invalid' | 'network';

export class AiProviderError extends Error {
  readonly kind: TAiErrorKind;
  readonly status: number | undefined;
  /** Requests sent before giving up. */
  attempts = 0;
  constructor(kind: TAiErrorKind, message: string, options: { status?: number; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'AiProviderError';
    this.kind = kind;
    this.status = options.status;
  }
  get isRetryable(): boolean {
    if (this.kind !== 'http') return true;
    const s = this.status ?? 0;
    return s === 408 || s === 409 || s === 429 || s >= 500;
  }
}

export interface TOpenAiClientOptions {
  baseUrl: string;
  apiKey?: string | undefined;
  model: string;
  timeoutMs: number;
  /** Extra attempts after the first failed one (default 1). */
  maxRetries?: number;
}

export interface TAiTask<T> {
  /** Short identifier (e.g. 'resume-score'); used as the JSON schema name and in error messages. */
  name: string;
  schema: z.ZodType<T>;
  system: string;
  user: string;
  temperature?: number;
}

export interface TAiResult<T> {
  data: T;
  /** The model the server says produced the answer (the configured one when it does not say). */
  model: string;
  elapsedMs: number;
  /** Requests sent, the successful one included. */
  attempts: number;
}

type TFormatMode = 'json_schema' | 'json_object';

const MAX_ECHO_CHARS = 4000;

export class OpenAiJsonClient {
  readonly model: string;
  readonly baseUrl: string;
  private readonly sdk: OpenAI;
  private readonly apiKey: string | undefined;
  private readonly timeoutMs: number;
  private readonly maxAttempts: number;
  /** Flips to false (for good) once the server rejects `response_format: json_schema`. */
  private jsonSchemaSupported = true;

  constructor(options: TOpenAiClientOptions) {
    this.baseUrl = resolveBaseUrl(options.baseUrl);
    this.model = options.model;
    this.apiKey = options.apiKey || undefined;
    this.timeoutMs = options.timeoutMs;
    this.maxAttempts = 1 + Math.max(0, options.maxRetries ?? 1);
    this.sdk = new OpenAI({
      baseURL: this.baseUrl,
      // Explicit values: never pick up OPENAI_* variables meant for another provider. Without a key
      // (Ollama, vLLM without --api-key) the SDK still wants one, so a placeholder is given and
      // the Authorization header is removed.
      apiKey: this.apiKey ?? 'none',
      defaultHeaders: this.apiKey ? undefined : { Authorization: null },
      organization: null,
      project: null,
      webhookSecret: null,
      timeout: this.timeoutMs,
      maxRetries: 0,
      logLevel: 'off',
    });
  }

  async complete<T>(task: TAiTask<T>): Promise<TAiResult<T>> {
    const started = performance.now();
    const jsonSchema = toStrictJsonSchema(task.schema);
    let requests = 0;
    let failures = 0;
    let correction: ChatCompletionMessageParam[] = [];

    for (;;) {
      const mode: TFormatMode = this.jsonSchemaSupported ? 'json_schema' : 'json_object';
      requests += 1;
      let error: AiProviderError;
      try {
        const answer = await this.send(task, jsonSchema, mode, correction);
        const outcome = parseAnswer(answer.content, task.schema);
        if (outcome.ok) {
          return {
            data: outcome.data,
            model: answer.model || this.model,
            elapsedMs: Math.round(performance.now() - started),
            attempts: requests,
          };
        }
        error = new AiProviderError(outcome.kind, `${task.name}: ${outcome.reason}`);
        correction = [
          { role: 'assistant', content: (answer.content ?? '').slice(0, MAX_ECHO_CHARS) },
          {
            role: 'user',
            content: `Your previous answer could not be used: ${outcome.reason}. Answer again with only the corrected JSON object.`,
          },
        ];
      } catch (err) {
        if (mode === 'json_schema' && isResponseFormatRejection(err)) {
          this.jsonSchemaSupported = false;
          continue;
        }
        error = this.toProviderError(task.name, err);
      }
      failures += 1;
      if (!error.isRetryable || failures >= this.maxAttempts) {
        error.attempts = requests;
        throw error;
      }
    }
  }

  private async send(
    task: TAiTask<unknown>,
    jsonSchema: { schema: Record<string, unknown>; strict: boolean },
    mode: TFormatMode,
    correction: ChatCompletionMessageParam[],
  ): Promise<{ content: string | null; model: string }> {
    const schemaText = JSON.stringify(jsonSchema.schema);
    const system =
      mode === 'json_schema'
        ? `${task.system}\n\nAnswer with only one JSON object that matches the given JSON schema: no prose, no code fences.`
        : `${task.system}\n\nAnswer with only one JSON object (no prose, no code fences) that matches this JSON schema:\n${schemaText}`;
    // Our own deadline covers the whole attempt, body included; the SDK's covers only the headers.
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(), this.timeoutMs);
    try {
      const completion = await this.sdk.chat.completions.create(
        {
          model: this.model,
          messages: [{ role: 'system', content: system }, { role: 'user', content: task.user }, ...correction],
          response_format:
            mode === 'json_schema'
              ? {
                  type: 'json_schema',
                  json_schema: { name: schemaName(task.name), schema: jsonSchema.schema, strict: jsonSchema.strict },
                }
              : { type: 'json_object' },
          ...(task.temperature === undefined ? {} : { temperature: task.temperature }),
          stream: false,
        },
        { signal: deadline.signal, timeout: this.timeoutMs, maxRetries: 0 },
      );
      return { content: completion.choices[0]?.message?.content ?? null, model: completion.model };
    } catch (err) {
      // Past the headers, an abort surfaces as a bare AbortError rather than an SDK error.
      if (deadline.signal.aborted) throw new APIConnectionTimeoutError();
      throw err;
    } finally {
      clearTimeout(timer);
    }
  }

  private toProviderError(task: string, err: unknown): AiProviderError {
    if (err instanceof APIConnectionTimeoutError) {
      return new AiProviderError('timeout', `${task}: no answer within ${this.timeoutMs} ms`, { cause: err });
    }
    if (err instanceof APIError && typeof err.status === 'number') {
      return new AiProviderError('http', `${task}: HTTP ${err.status}: ${this.redact(err.message)}`, {
        status: err.status,
      });
    }
    const reason = err instanceof APIError ? causeText(err) : String(err);
    return new AiProviderError('network', `${task}: request failed: ${this.redact(reason)}`, {
      cause: err instanceof APIError ? err.cause : undefined,
    });
  }

  /** Error bodies sometimes echo the key; it must never reach a log. */
  private redact(text: string): string {
    return this.apiKey && this.apiKey.length >= 4 ? text.split(this.apiKey).join('***') : text;
  }
}

type TParseOutcome<T> = { ok: true; data: T } | { ok: false; kind: 'malformed' | 'invalid'; reason: string };

function parseAnswer<T>(content: string | null, schema: z.ZodType<T>): TParseOutcome<T> {
  if (content === null || content.trim() === '') return { ok: false, kind: 'malformed', reason: 'empty answer' };
  const text = extractJsonText(content);
  if (text === undefined) return { ok: false, kind: 'malformed', reason: 'no complete JSON object in the answer' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    return { ok: false, kind: 'malformed', reason: `invalid JSON (${(err as Error).message})` };
  }
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, kind: 'invalid', reason: `JSON does not match the schema:\n${z.prettifyError(result.error)}` };
}

/**
 * The JSON text inside a model answer: without `<think>` blocks (reasoning models) and code
 * fences, from the first `{` to the last `}` so that prose around the object is ignored.
 */
export function extractJsonText(content: string): string | undefined {
  let text = content.replace(/<think>[\s\S]*?<\/think>/g, '');
  const fenced = /```(?:json|JSON)?\s*\n?([\s\S]*?)```/.exec(text);
  if (fenced?.[1]?.includes('{')) text = fenced[1];
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  return start === -1 || end <= start ? undefined : text.slice(start, end + 1);
}

/**
 * JSON schema of what the model must write (the schema's input side). Every object gets
 * `additionalProperties: false`; `strict` is only claimed when every property is required, as
 * OpenAI's strict mode demands, so optional fields do not get the request rejected.
 */
function toStrictJsonSchema(schema: z.ZodType): { schema: Record<string, unknown>; strict: boolean } {
  const { $schema: _ignored, ...json } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  let strict = true;
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const obj = node as Record<string, unknown>;
    if (obj.type === 'object' && obj.properties && typeof obj.properties === 'object') {
      obj.additionalProperties ??= false;
      const required = Array.isArray(obj.required) ? obj.required : [];
      if (Object.keys(obj.properties).some((key) => !required.includes(key))) strict = false;
    }
    Object.values(obj).forEach(visit);
  };
  visit(json);
  return { schema: json, strict };
}

/** OpenAI requires ^[a-zA-Z0-9_-]{1,64}$. */
function schemaName(name: string): string {
  return name.replace(/[^a-zA-Z0-9_-]/g, '_').slice(0, 64) || 'result';
}

function isResponseFormatRejection(err: unknown): boolean {
  if (!(err instanceof APIError) || (err.status !== 400 && err.status !== 422)) return false;
  const text = `${err.message} ${JSON.stringify(err.error ?? '')}`;
  return /response_format|json_schema/i.test(text);
}

function causeText(err: APIError): string {
  const cause = err.cause instanceof Error ? err.cause : undefined;
  const inner = cause?.cause instanceof Error ? `: ${cause.cause.message}` : '';
  return cause ? `${cause.message}${inner}` : err.message;
}
