/** A multipart/form-data body with one `file` part (and optional text fields), for app.inject. */
export function multipartFile(
  name: string,
  data: Buffer,
  fields: Record<string, string> = {},
  fileField = 'file',
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----op${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [key, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`));
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="${fileField}"; filename="${name}"\r\n` +
        'content-type: application/octet-stream\r\n\r\n',
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
