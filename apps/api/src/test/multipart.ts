import type { FastifyInstance } from 'fastify';

/** A part of a multipart body: a field (no filename) or a file. */
export interface Part {
  name?: string;
  filename?: string;
  type?: string;
  data: Buffer | string;
}

/** A multipart/form-data body as a browser sends it (undici's FormData, encoded by a Response). */
export async function multipartForm(parts: Part[]): Promise<{ payload: Buffer; contentType: string }> {
  const data = new FormData();
  for (const p of parts) {
    if (p.filename === undefined) data.append(p.name ?? 'file', String(p.data));
    else data.append(p.name ?? 'file', new Blob([p.data], { type: p.type ?? 'application/octet-stream' }), p.filename);
  }
  const response = new Response(data);
  return { payload: Buffer.from(await response.arrayBuffer()), contentType: response.headers.get('content-type')! };
}

/** POST /api/v1/uploads/{purpose} with one file, as the web's `FileDrop` sends it, by the person of `who` (their headers). */
export async function uploadFile(app: FastifyInstance, who: Record<string, string>, purpose: string, file: Part) {
  const { payload, contentType } = await multipartForm([file]);
  return app.inject({
    method: 'POST',
    url: `/api/v1/uploads/${purpose}`,
    headers: { ...who, 'content-type': contentType },
    payload,
  });
}
