import OpenAI, { toFile } from 'openai';
import { resolveBaseUrl } from './openai-client.ts';

/**
 * Speech to text for voice answers: any OpenAI-compatible `/audio/transcriptions` endpoint
 * (OpenAI Whisper, a local faster-whisper or whisper.cpp server, vendors' compatible APIs).
 * Optional: without it the browser's own recognition or typing gives the text.
 */
export interface TSttConfig {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
}

export interface TSttResult {
  text: string;
  /** The audio's length when the service reports it (verbose_json), else null. */
  durationMs: number | null;
}

export interface SttClient {
  readonly provider: 'openai';
  /** `audio` as a disk-backed Blob is sent as it is read, never loaded into memory whole. */
  transcribe(audio: Blob | Uint8Array, file: { name: string; mime: string }): Promise<TSttResult>;
}

/** Failed for a reason worth a fallback (network, timeout, HTTP error, empty answer). */
export class SttError extends Error {
  constructor(
    readonly kind: 'timeout' | 'http' | 'network' | 'empty',
    readonly status?: number,
  ) {
    super(`speech-to-text failed: ${kind}${status ? ` ${status}` : ''}`);
    this.name = 'SttError';
  }
}

export function createSttClient(config: TSttConfig): SttClient {
  const client = new OpenAI({
    baseURL: resolveBaseUrl(config.baseUrl),
    // Local servers need no key; the SDK insists on a string.
    apiKey: config.apiKey ?? 'none',
    timeout: config.timeoutMs,
    // One attempt: the candidate is waiting, and the browser has its own fallback.
    maxRetries: 0,
  });
  return {
    provider: 'openai',
    async transcribe(audio, file) {
      let response: { text?: unknown; duration?: unknown };
      try {
        response = (await client.audio.transcriptions.create({
          file: await toFile(audio, file.name, { type: file.mime }),
          model: config.model,
          language: 'zh',
          response_format: 'json',
        })) as { text?: unknown; duration?: unknown };
      } catch (error) {
        if (error instanceof OpenAI.APIConnectionTimeoutError) throw new SttError('timeout');
        if (error instanceof OpenAI.APIError && typeof error.status === 'number')
          throw new SttError('http', error.status);
        throw new SttError('network');
      }
      const text = typeof response.text === 'string' ? response.text.trim() : '';
      if (!text) throw new SttError('empty');
      const duration = typeof response.duration === 'number' ? Math.round(response.duration * 1000) : null;
      return { text, durationMs: duration };
    },
  };
}
