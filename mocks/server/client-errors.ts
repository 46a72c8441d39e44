import { STATUS_CODES, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { SERVER_DETAILS } from './refusal';

interface ParseError extends Error {
  code?: string;
  /** llhttp's words for what was wrong. */
  reason?: string;
}

function statusAndDetail(error: ParseError): [number, string] {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return [431, SERVER_DETAILS.headersTooLarge];
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return [413, SERVER_DETAILS.malformedRequest(error.reason ?? 'chunk extensions too large')];
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return [408, SERVER_DETAILS.requestTimeout];
    default:
      return [400, SERVER_DETAILS.malformedRequest(error.reason ?? error.code ?? error.message)];
  }
}

/** A whole HTTP response as bytes: there is no request or response object to write it with. */
function rawResponse(status: number, detail: string): string {
  const body = JSON.stringify({ detail });
  return [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/**
 * Requests Node refuses before they reach the app (headers or URL over `maxHeaderSize`, broken
 * HTTP, a request that never finishes arriving) get a response with a `{detail}` too, instead of
 * Node's bare status line. As Node's own response, only on a connection that is not already
 * sending a response.
 */
export function respondToClientErrors(server: Server): void {
  server.on('clientError', (error: ParseError, socket: Duplex) => {
    const response = (socket as Duplex & { _httpMessage?: ServerResponse | null })._httpMessage;
    if (error.code === 'ECONNRESET' || !socket.writable || response?.headersSent) {
      socket.destroy();
      return;
    }
    socket.end(rawResponse(...statusAndDetail(error)));
  });
}
