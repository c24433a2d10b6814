/**
 * How long a saved file's object URL stays alive. The browser reads it after the click, in its own
 * process: on a busy machine that can take seconds, and a URL released before then gives no
 * download at all (FileSaver.js keeps it 40 s for the same reason).
 */
export const SAVED_FILE_URL_MS = 40_000;

/** Saves a file the browser holds under `name` (an object URL, released once the browser has it). */
export function saveFile(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), SAVED_FILE_URL_MS);
}
