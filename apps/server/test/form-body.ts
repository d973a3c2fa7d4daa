/** A file of a multipart form: its field (the form's file field unless given), bytes, type and name. */
export type FilePart = { field?: string; data: Uint8Array; type?: string; name?: string };

/** A multipart body as a browser builds it (FormData through the Fetch API gives the bytes). */
export async function formBody(fields: Record<string, string>, files: FilePart[], fileField: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const f of files) {
    form.append(
      f.field ?? fileField,
      new Blob([new Uint8Array(f.data)], { type: f.type ?? 'image/png' }),
      f.name ?? `${fileField}.png`,
    );
  }
  const req = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await req.arrayBuffer()),
    contentType: req.headers.get('content-type') as string,
  };
}

/** A tiny real PNG (1x1). */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
