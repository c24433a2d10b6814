/** Success envelopes of ARCHITECTURE.md; failures come only from the error handler. */

/** Resume service and interview API: `{ success, data, error }`. */
export function ok<T>(data: T): { success: true; data: T; error: null } {
  return { success: true, data, error: null };
}

/** Positions: `{ success, data, message, error }`. */
export function okWithMessage<T>(data: T, message: string): { success: true; data: T; message: string; error: null } {
  return { success: true, data, message, error: null };
}
