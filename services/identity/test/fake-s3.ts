import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

const xmlError = (res: ServerResponse, status: number, code: string, message: string) => {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`);
};

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A local HTTP server that answers PutObject, GetObject and DeleteObject (path-style) the way S3
 * does, including its XML errors. It checks that requests are SigV4-signed with the expected key
 * id and refuses aws-chunked bodies, which S3-compatible servers often do not understand.
 */
export async function startFakeS3(accessKeyId: string) {
  const objects = new Map<string, Buffer>();
  const server = createServer(async (req, res) => {
    const auth = req.headers.authorization ?? '';
    if (!auth.startsWith('AWS4-HMAC-SHA256 ') || !auth.includes(`Credential=${accessKeyId}/`)) {
      return xmlError(res, 403, 'AccessDenied', 'Access Denied');
    }
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://s3.local').pathname.slice(1));
    if (req.method === 'PUT') {
      if (String(req.headers['content-encoding'] ?? '').includes('aws-chunked')) {
        return xmlError(res, 501, 'NotImplemented', 'aws-chunked encoding is not supported');
      }
      const body = await readBody(req);
      if (body.length !== Number(req.headers['content-length'])) {
        return xmlError(res, 400, 'IncompleteBody', 'Body does not match Content-Length');
      }
      objects.set(path, body);
      res.writeHead(200, { etag: `"${body.length}"` });
      return res.end();
    }
    if (req.method === 'GET') {
      const object = objects.get(path);
      if (!object) return xmlError(res, 404, 'NoSuchKey', 'The specified key does not exist.');
      res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': object.length });
      return res.end(object);
    }
    if (req.method === 'DELETE') {
      objects.delete(path);
      res.writeHead(204);
      return res.end();
    }
    return xmlError(res, 405, 'MethodNotAllowed', 'The specified method is not allowed');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
