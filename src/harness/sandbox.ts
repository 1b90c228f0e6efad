// Node side: the browser-level half of the sandbox. Playwright's per-context routing sees what pages and dedicated
// workers request, but not SharedWorkers, WebSockets opened from workers, or WebRTC. So every context also gets a
// proxy that only the game's own origins bypass: the proxy is a loopback trap that records each attempt and answers
// nothing, and WebRTC may use only proxied UDP (none), so it sends no packets at all.
import { createServer, type Server, type Socket } from 'node:net';
import { HarnessError } from './errors.ts';

/**
 * Chromium flags that close what the proxy cannot: WebRTC over UDP (STUN, peer connections). The first is read by the
 * full browser; the headless shell (browser.ts) reads only the second, the content layer's, and without it sends STUN.
 */
export const SANDBOX_CHROMIUM_ARGS: readonly string[] = [
  '--webrtc-ip-handling-policy=disable_non_proxied_udp',
  '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
];

/** One connection that reached the trap: an HTTP request through the proxy, or a tunnel (WebSocket, HTTPS). */
export interface EgressAttempt {
  method: string;
  url: string;
}

export interface EgressTrap {
  /** The proxy settings for a browser context: everything but `allowedOrigins` goes to the trap. */
  proxy: { server: string; bypass: string };
  close(): Promise<void>;
}

/** `host:port` of an origin, with the scheme's default port made explicit (Chromium's bypass rules match on it). */
function hostPort(origin: string): string {
  const url = new URL(origin);
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return `${url.hostname}:${port}`;
}

/** Reads the request line of one proxied connection, reports it, and closes the connection without an answer. */
function trapConnection(socket: Socket, onAttempt: (attempt: EgressAttempt) => void): void {
  let head = '';
  const done = (): void => {
    socket.destroy();
  };
  socket.setEncoding('latin1');
  socket.setTimeout(5000, done);
  socket.on('error', done);
  socket.on('data', (chunk: string) => {
    head += chunk;
    const end = head.indexOf('\r\n');
    if (end < 0 && head.length < 8192) return;
    const [method = '?', target = '?'] = head.slice(0, end < 0 ? 200 : end).split(' ');
    onAttempt(method === 'CONNECT' ? { method, url: `tunnel://${target}` } : { method, url: target });
    done();
  });
}

/** Starts the trap on a free loopback port; `onAttempt` hears every connection a page made outside the game. */
export async function startEgressTrap(
  allowedOrigins: readonly string[],
  onAttempt: (attempt: EgressAttempt) => void,
): Promise<EgressTrap> {
  const open = new Set<Socket>();
  const server: Server = createServer((socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    trapConnection(socket, onAttempt);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  if (!address || typeof address === 'string')
    throw new HarnessError('bad-input', 'the sandbox proxy did not get a loopback port');
  return {
    proxy: { server: `http://127.0.0.1:${address.port}`, bypass: allowedOrigins.map(hostPort).join(',') },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
