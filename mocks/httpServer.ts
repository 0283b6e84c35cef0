import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { getResponse, type RequestHandler } from 'msw';
import { fail } from './http';

/** `signal` aborts when the caller goes away, so that a held (hanging) answer is let go. */
async function toRequest(req: IncomingMessage, signal: AbortSignal): Promise<Request> {
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
    signal,
  });
}

async function write(res: ServerResponse, response: Response): Promise<void> {
  // A network error (an injected drop): the connection dies without an answer, as a failing server's would.
  if (response.type === 'error') {
    res.destroy();
    return;
  }
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
    const gone = new AbortController();
    res.on('close', () => gone.abort());
    toRequest(req, gone.signal)
      .then(async (request) => (await getResponse(handlers, request)) ?? fail(404, 'Not found', { status: 404 }))
      .catch(() => fail(500, 'Internal error of the fake backend', { status: 500 }))
      .then((response) => write(res, response))
      .catch(() => res.destroy());
  });
}
