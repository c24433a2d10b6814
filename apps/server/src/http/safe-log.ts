/**
 * What an error may say in the log. Database errors carry the statement's parameters (drizzle's
 * "Failed query: … params: …", PostgreSQL's `detail` "Key (email)=(…)"), and those are resume
 * text, contacts and hashes: the log keeps the error's kind, codes and where it happened, never
 * the values.
 */
export interface TSafeError {
  [key: string]: unknown;
  type: string;
  message: string;
  code?: string;
  cause?: TSafeError;
  stack: string;
}

const MAX_MESSAGE = 300;
const MAX_DEPTH = 3;

/** The message without anything after "params:" and without quoted values. */
export function safeMessage(message: string): string {
  const cut = message.split(/\n?\s*params:/)[0] ?? '';
  return cut
    .replace(/\(([^()]*)\)=\(([^()]*)\)/g, '($1)=(…)')
    .replace(/"([^"\n]*)"/g, (quoted, inner: string) => (/^[a-z_][a-z0-9_.]*$/.test(inner) ? quoted : '"…"'))
    .slice(0, MAX_MESSAGE);
}

/** The stack's frames only (its first line repeats the message). */
function frames(stack: unknown): string {
  if (typeof stack !== 'string') return '';
  return stack
    .split('\n')
    .filter((l) => /^\s+at /.test(l))
    .slice(0, 12)
    .join('\n');
}

export function safeError(err: unknown, depth = 0): TSafeError {
  if (!(err instanceof Error)) return { type: typeof err, message: '(not an Error)', stack: '' };
  const code = (err as { code?: unknown }).code;
  const out: TSafeError = {
    type: err.name || err.constructor.name,
    message: safeMessage(err.message),
    stack: frames(err.stack),
  };
  if (typeof code === 'string' || typeof code === 'number') out.code = String(code);
  if (err.cause !== undefined && depth < MAX_DEPTH) out.cause = safeError(err.cause, depth + 1);
  return out;
}
