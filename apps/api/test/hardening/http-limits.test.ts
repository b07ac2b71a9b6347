/**
 * Limits of the HTTP server itself (src/lib/http-server.ts), on a real listening server: requests
 * Node refuses before Express sees them still answer the JSON error shape, and connections past
 * the cap are closed at once instead of using up the process's file descriptors.
 */
import http from 'node:http';
import net from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { createApp } from '../../src/app.ts';
import { applyServerLimits } from '../../src/lib/http-server.ts';
import { errorShapeProblem } from './helpers.ts';

let server: http.Server | undefined;
const sockets: net.Socket[] = [];

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

async function listen(maxConnections = 100): Promise<number> {
  server = applyServerLimits(http.createServer(createApp()), { maxConnections });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return (server.address() as net.AddressInfo).port;
}

/** Sends raw bytes on a new connection; resolves with everything received until it closes. */
function raw(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    sockets.push(socket);
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
  });
}

function parse(answer: string) {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), head, body: JSON.parse(body) as unknown };
}

it('answers a URL over 16 KB with a JSON 431, and a request the parser cannot read with a JSON 400', async () => {
  const port = await listen();
  const long = parse(
    await raw(port, `GET /api/products?q=${'a'.repeat(17 * 1024)} HTTP/1.1\r\nHost: x\r\n\r\n`),
  );
  expect(long.status).toBe(431);
  expect(long.head).toMatch(/content-type: application\/json/i);
  expect(errorShapeProblem(long.body)).toBeNull();

  const garbage = parse(await raw(port, 'HELLO THERE\r\n\r\n'));
  expect(garbage.status).toBe(400);
  expect(errorShapeProblem(garbage.body)).toBeNull();

  const badHeader = parse(await raw(port, 'GET / HTTP/1.1\r\nHost x\r\n\r\n'));
  expect(badHeader.status).toBe(400);
  expect(errorShapeProblem(badHeader.body)).toBeNull();
});

it('closes connections past the cap at once, and serves again when the idle ones go', async () => {
  const port = await listen(5);
  const idle = Array.from({ length: 5 }, () => net.connect(port, '127.0.0.1'));
  sockets.push(...idle);
  const open = () => new Promise<number>((resolve) => server!.getConnections((_e, n) => resolve(n)));
  await expect.poll(open).toBe(5);

  // The sixth is closed without an answer; Node does not even read it.
  expect(await raw(port, 'GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n')).toBe('');

  for (const socket of idle) socket.destroy();
  await expect.poll(open).toBe(0);
  const answer = await raw(port, 'GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
  expect(parse(answer).status).toBe(200);
});

it('sets its timeouts deliberately', async () => {
  await listen();
  expect(server!.keepAliveTimeout).toBe(65_000);
  expect(server!.headersTimeout).toBe(10_000);
  expect(server!.requestTimeout).toBe(60_000);
});
