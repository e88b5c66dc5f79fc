import { AsyncLocalStorage } from 'node:async_hooks';

import { Agent, fetch as undiciFetch } from 'undici';

const agents = new AsyncLocalStorage<Agent>();
let routed = false;

/**
 * Runs `work` with every `fetch` it makes sent from the loopback address `address` (127.0.0.0/8
 * is all loopback on Linux), as a borrower on another network would be: nginx passes that address
 * on, and the product's per-address limits (20 OTPs an hour) count it apart from the load
 * generator's. Calls outside `work` keep the default. JSON bodies only (undici's own fetch).
 */
export async function fromAddress<T>(address: string, work: () => Promise<T>): Promise<T> {
  if (!routed) {
    const plain = globalThis.fetch;
    globalThis.fetch = ((input: Parameters<typeof fetch>[0], init?: RequestInit) => {
      const dispatcher = agents.getStore();
      if (!dispatcher) return plain(input, init);
      return undiciFetch(input as string, {
        ...(init as object),
        dispatcher,
      }) as unknown as Promise<Response>;
    }) as typeof fetch;
    routed = true;
  }
  const agent = new Agent({ localAddress: address });
  try {
    return await agents.run(agent, work);
  } finally {
    await agent.close();
  }
}

/** The n-th borrower's own loopback address: 127.0.x.y, never 127.0.0.1 itself. */
export const loopbackAddressOf = (n: number) => `127.0.${2 + Math.floor(n / 250)}.${1 + (n % 250)}`;
