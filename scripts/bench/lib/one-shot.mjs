// A burst of HTTP/1.1 requests sent at once, each on its own new connection (Connection: close), from
// plain sockets: the client does little more than write bytes and read a status line, so on a machine
// shared with the server it takes as little of the CPU as it can (autocannon's own work, on the same
// two cores, made the figures it measured mostly its own: decision 0013). Latency runs from the write
// to the whole response.
import net from 'node:net';

/**
 * How much of an HTTP/1.1 response `text` holds: `whole` (its declared content-length is in),
 * `until-close` (a head without a length: the body ends when the server closes) or `partial`.
 */
function bodyState(text) {
  const head = text.indexOf('\r\n\r\n');
  if (head < 0) return 'partial';
  const length = /\r\ncontent-length:\s*(\d+)/i.exec(text.slice(0, head))?.[1];
  if (length === undefined) return 'until-close';
  return text.length >= head + 4 + Number(length) ? 'whole' : 'partial';
}

/**
 * @param {string} url the server's base URL
 * @param {{ method: string, path: string, headers?: Record<string, string>, body?: string }[]} requests
 * @returns {Promise<{ p50Ms: number, p99Ms: number, codes: Record<string, number> }>} the count of each
 *   `status code` answered (`0 network` for a connection that failed or was cut before an answer)
 */
export async function oneShotBurst(url, requests) {
  const { hostname, port } = new URL(url);
  const host = hostname === 'localhost' ? '127.0.0.1' : hostname;
  const wire = requests.map(({ method, path, headers = {}, body }) => {
    const lines = [`${method} ${path} HTTP/1.1`, `host: ${hostname}:${port}`, 'connection: close'];
    for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
    if (body !== undefined) lines.push(`content-length: ${Buffer.byteLength(body)}`);
    return Buffer.from(`${lines.join('\r\n')}\r\n\r\n${body ?? ''}`);
  });
  const latencies = [];
  const codes = {};
  const count = (key) => (codes[key] = (codes[key] ?? 0) + 1);
  await Promise.all(
    wire.map(
      (bytes) =>
        new Promise((resolve) => {
          const socket = net.connect(Number(port), host);
          const chunks = [];
          let sent = 0;
          let answered = false;
          socket.once('connect', () => {
            sent = performance.now();
            socket.write(bytes);
          });
          const answer = () => {
            answered = true;
            latencies.push(performance.now() - sent);
            const text = Buffer.concat(chunks).toString('latin1');
            const status = text.slice(9, 12);
            const code = status === '200' || status === '201' ? '' : (/"code":"(\w+)"/.exec(text)?.[1] ?? '');
            count(code ? `${status} ${code}` : status);
            socket.destroy();
            resolve();
          };
          socket.on('data', (chunk) => {
            chunks.push(chunk);
            if (!answered && bodyState(Buffer.concat(chunks).toString('latin1')) === 'whole') answer();
          });
          socket.once('close', () => {
            if (answered) return;
            // Without a declared length the answer ends when the server closes; one cut off mid-body is lost.
            const text = Buffer.concat(chunks).toString('latin1');
            if (/^HTTP\/1\.1 \d{3}/.test(text) && ['whole', 'until-close'].includes(bodyState(text))) answer();
            else {
              count('0 network');
              resolve();
            }
          });
          socket.on('error', () => {});
        }),
    ),
  );
  latencies.sort((a, b) => a - b);
  const at = (p) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0);
  return { p50Ms: at(0.5), p99Ms: at(0.99), codes };
}
