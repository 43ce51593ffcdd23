import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';

/** Whether Debian's redis-server is on this machine (it is on every machine of this project; CI's too). */
export const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * A Redis server of the test's own on a free port, without persistence, that the test stops and starts
 * again (an outage) without touching the Redis other tests share.
 */
export async function privateRedis() {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    for (let i = 0; i < 100 && !(await answers(port)); i++) await new Promise((r) => setTimeout(r, 50));
  };
  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    await new Promise((resolve) => {
      running.once('exit', resolve);
      running.kill('SIGKILL');
    });
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, start, stop };
}
