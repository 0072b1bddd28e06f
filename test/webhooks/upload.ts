import { request } from 'node:http';

/** What a client sending a body saw: the answer (if one came), its text, and how much it could write. */
export interface Upload {
  status: number | undefined;
  text: string;
  connection: string | undefined;
  written: number;
}

/** Writes the body; `write` resolves once the socket takes more, `done` once the server closed the connection. */
type Feed = (write: (chunk: Buffer) => Promise<void>, done: () => boolean) => Promise<void>;

/** POSTs to `url`, `feed` writing the body as a hostile client would: whatever the answer, until the server closes. */
function upload(url: string, headers: Record<string, string>, feed: Feed): Promise<Upload> {
  return new Promise((resolve) => {
    const seen: Upload = { status: undefined, text: '', connection: undefined, written: 0 };
    let closed = false;
    const req = request(url, { method: 'POST', headers }, (res) => {
      seen.status = res.statusCode;
      seen.connection = res.headers.connection;
      res.setEncoding('utf8');
      res.on('data', (text: string) => {
        seen.text += text;
      });
    });
    // The server ends the connection while the body is still coming: the write fails, as it should.
    req.on('error', () => undefined);
    req.on('close', () => {
      closed = true;
      resolve(seen);
    });
    const write = async (chunk: Buffer) => {
      if (closed) return;
      seen.written += chunk.length;
      if (req.write(chunk)) return;
      await new Promise<void>((resume) => {
        const go = () => {
          req.off('drain', go);
          req.off('close', go);
          resume();
        };
        req.on('drain', go);
        req.on('close', go);
      });
    };
    feed(write, () => closed).then(() => closed || req.end());
  });
}

/**
 * Streams `total` bytes of one reused chunk, keeping to the socket's back-pressure: the client holds
 * 64 KiB whatever the total, so memory growth measured during the upload is the server's.
 */
export function streamPost(url: string, total: number, headers: Record<string, string> = {}) {
  const chunk = Buffer.alloc(64 * 1024, 'x');
  return upload(url, { 'content-type': 'application/json', ...headers }, async (write, done) => {
    for (let sent = 0; sent < total && !done(); sent += chunk.length) await write(chunk);
  });
}

/** Sends `body` `pieceBytes` at a time (one by default) every `everyMs`, declaring its full length. */
export function tricklePost(url: string, body: string, everyMs: number, pieceBytes = 1) {
  const bytes = Buffer.from(body);
  const headers = { 'content-type': 'application/json', 'content-length': String(bytes.length) };
  return upload(url, headers, async (write, done) => {
    for (let i = 0; i < bytes.length && !done(); i += pieceBytes) {
      await write(bytes.subarray(i, i + pieceBytes));
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  });
}
