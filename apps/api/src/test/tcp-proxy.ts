import net from 'node:net';

/**
 * A TCP proxy in front of a server (the test's PostgreSQL or Redis), to cut every connection at once
 * and refuse new ones as a restart or a network cut does, then let them through again on the same
 * port: the server itself, shared by the other tests, is never touched.
 */
export async function tcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        port = (next.address() as net.AddressInfo).port;
        server = next;
        resolve();
      });
    });
  await listen();
  return {
    get port() {
      return port;
    },
    /** Resets every connection and stops listening: new connections are refused. */
    async cut() {
      for (const s of sockets) s.resetAndDestroy();
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      server = null;
    },
    /** Listens again on the same port. */
    restore: listen,
    close() {
      return this.cut();
    },
  };
}
