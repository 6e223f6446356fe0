import { randomUUID } from 'node:crypto';
import { STATUS_CODES, type Server, type ServerOptions } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ServerConfig } from './config/server-config.schema';
import { TUNNEL_BODY_TOTAL_TIMEOUT_MS } from './config/tunnel-config.schema';
import { repeatLimitedLog } from './repeat-limited-log';
import type { ServerLog } from './server-log';

/**
 * Lines of one kind (a refusal's status and reason) written a minute; past it they are counted, and the
 * count is written when the minute ends. Anyone can open connections, so anyone could otherwise write the log.
 */
const REFUSALS_LOGGED = { perWindow: 10, windowMs: 60_000 };

/** Request headers must be in within this; a client that dribbles them (slowloris) is cut off with 408. */
const HEADERS_TIMEOUT_MS = 10_000;

/**
 * Node's own clocks, for every request. Its defaults let a request take 300 s and check only
 * every 30 s, so a stalled upload held memory and a socket for over five minutes. The tunnel
 * answers a stalled or endless body itself (408, logged: SENTRY_TUNNEL_BODY_TIMEOUT_MS without a
 * byte, or a minute in all); Node's request timeout sits 10 s after that minute, a backstop for
 * every other request, and is checked every second.
 */
export function nodeServerOptions(): ServerOptions {
  return {
    headersTimeout: HEADERS_TIMEOUT_MS,
    requestTimeout: TUNNEL_BODY_TOTAL_TIMEOUT_MS + 10_000,
    connectionsCheckingInterval: 1_000,
  };
}

/**
 * Caps open connections (MAX_CONNECTIONS; Node closes any beyond it as it arrives), and makes the
 * requests Node refuses before the app sees them (bad syntax, headers too large, timeouts) one
 * JSON log line each instead of nothing, up to REFUSALS_LOGGED.
 */
export function limitNodeServer(server: Server, config: ServerConfig, serverLog: ServerLog): void {
  const log = repeatLimitedLog(serverLog, REFUSALS_LOGGED);
  server.maxConnections = config.maxConnections;
  server.on('drop', (dropped?: { remoteAddress?: string }) => {
    log.warn('connection refused', {
      reason: `already ${config.maxConnections} connections open (MAX_CONNECTIONS)`,
      ip: dropped?.remoteAddress,
    });
  });
  server.on(
    'clientError',
    (error: NodeJS.ErrnoException, socket: Duplex & { remoteAddress?: string; _httpMessage?: { headersSent?: boolean } }) => {
      const ip = socket.remoteAddress;
      // The client hung up mid-request (reset, or closed before the body it announced was in). Not
      // logged here: a request the app had is logged there (the tunnel's answer, or "tunnel request
      // aborted"), and a stalled upload the tunnel answered 408 would otherwise be logged twice.
      if (error.code === 'ECONNRESET' || error.code === 'HPE_INVALID_EOF_STATE') {
        socket.destroy();
        return;
      }
      // An answer is under way on this socket, or it cannot be written to: nothing can be said any more.
      if (!socket.writable || socket._httpMessage?.headersSent) {
        log.warn('request aborted', { reason: 'the connection failed mid-request', code: error.code, ip });
        socket.destroy();
        return;
      }
      const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
      const reason =
        status === 408
          ? 'the request did not arrive in time'
          : status === 431
            ? 'the request headers are too large'
            : 'the request is not valid HTTP';
      // The app never saw this request, so it has no id yet: one made here (request-id.ts's kind), in the
      // answer and the line alike, lets a client's report be matched to the log.
      const requestId = randomUUID();
      log.warn('request refused', { status, reason, code: error.code, ip, requestId });
      socket.end(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nX-Request-Id: ${requestId}\r\nContent-Type: text/plain\r\nContent-Length: ${reason.length}\r\n\r\n${reason}`,
      );
    },
  );
}
