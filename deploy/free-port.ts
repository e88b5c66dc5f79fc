import { createServer } from 'node:net';

/** A loopback port nothing listens on now (the kernel's choice), for a server started next. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** `count` consecutive free ports, for a balancer and the instances after it. */
export async function freePortRun(count: number): Promise<number> {
  for (;;) {
    const first = await freePort();
    const taken = await Promise.all(
      Array.from({ length: count - 1 }, (_, index) => portTaken(first + 1 + index)),
    );
    if (!taken.includes(true) && first + count < 65_535) return first;
  }
}

function portTaken(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(true));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(false)));
  });
}
