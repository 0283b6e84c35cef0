import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { getResponse, type RequestHandler } from 'msw';
import { fail } from './http';

async function toRequest(req: IncomingMessage): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  if (!headers.has('x-forwarded-for') && req.socket.remoteAddress) {
    headers.set('x-forwarded-for', req.socket.remoteAddress);
  }
  const method = req.method ?? 'GET';
  let body: Uint8Array<ArrayBuffer> | undefined;
  if (method !== 'GET' && method !== 'HEAD') {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const all = Buffer.concat(chunks);
    body = new Uint8Array(all.byteLength);
    body.set(all);
  }
  return new Request(new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`), {
    method,
    headers,
    body: body?.length ? body : undefined,
  });
}

async function write(res: ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  res.writeHead(response.status, headers);
  res.end(Buffer.from(await response.arrayBuffer()));
}

/** A node:http server whose every request is answered by the msw handlers (404 envelope when none matches). */
export function createMockServer(handlers: RequestHandler[]): Server {
  return createServer((req, res) => {
    toRequest(req)
      .then(async (request) => (await getResponse(handlers, request)) ?? fail(404, 'Not found', { status: 404 }))
      .catch(() => fail(500, 'Internal error of the fake backend', { status: 500 }))
      .then((response) => write(res, response))
      .catch(() => res.destroy());
  });
}
