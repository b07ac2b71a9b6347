/**
 * The HTTP server's own limits, chosen rather than left to Node's defaults (docs/security.md,
 * "Connections and timeouts"), and the JSON error shape for requests Node refuses before Express
 * sees them.
 */
import { STATUS_CODES, type Server } from 'node:http';
import type { Duplex } from 'node:stream';

export interface ServerLimits {
  /**
   * Open connections at most; past it new ones are closed at once, so idle connections cannot
   * use up the file descriptors the database pool and the image files need.
   */
  maxConnections: number;
}

/** Idle keep-alive connections live longer than a load balancer's (60 s is common) idle timeout. */
const KEEP_ALIVE_MS = 65_000;
/** A client has this long to send a request's headers once it starts one (slowloris), */
const HEADERS_MS = 10_000;
/** and this long for the whole request, body included (uploads are at most a few MB). */
const REQUEST_MS = 60_000;

const MESSAGES: Record<number, string> = {
  400: 'The request could not be read.',
  408: 'The request took too long to arrive.',
  431: 'The request line or headers are too large.',
};

function statusOf(error: NodeJS.ErrnoException): number {
  if (error.code === 'HPE_HEADER_OVERFLOW') return 431;
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
}

/** Answers a request that Node's HTTP parser refused with `{ message }`, then closes. */
function answerClientError(error: NodeJS.ErrnoException, socket: Duplex) {
  // Nothing to answer on a connection the client already closed or reset.
  if (error.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
  const status = statusOf(error);
  const body = JSON.stringify({ message: MESSAGES[status] });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
}

export function applyServerLimits(server: Server, { maxConnections }: ServerLimits): Server {
  server.maxConnections = maxConnections;
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = HEADERS_MS;
  server.requestTimeout = REQUEST_MS;
  server.on('clientError', answerClientError);
  return server;
}
