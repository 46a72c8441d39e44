import type { RequestHandler } from 'express';
import { beforeWriteHead } from './before-write-head';
import { onceDrained } from './body-limit';

/**
 * A request answered before its body was read (an unknown path, a refused upload, a call without
 * a session) leaves the rest of that body on the connection. Node reads it away by itself only
 * when nothing has started reading it; a handler's request stream that stopped part way holds
 * the connection instead, and the client's next request on it meets a reset. So once the
 * response is out, the rest is read and thrown away, and the connection serves the next
 * request. A body past the bounds of onceDrained closes the connection instead.
 *
 * A client that waits for `100 Continue` and never got it may never send its body: the
 * connection then closes (`Connection: close`), as the HTTP standard advises.
 */
export const readUnreadBodiesAway: RequestHandler = (request, response, next) => {
  let continued = false;
  const writeContinue = response.writeContinue;
  response.writeContinue = function (this: typeof response, ...args) {
    continued = true;
    return writeContinue.apply(this, args);
  };
  beforeWriteHead(response, () => {
    const mayNeverCome = request.headers.expect !== undefined && !continued;
    if (mayNeverCome && !request.complete) response.setHeader('Connection', 'close');
  });
  response.once('finish', () => {
    if (request.complete || request.destroyed) return;
    // The stopped reader's listener goes: the rest of the body is read here, by no one else.
    request.removeAllListeners('data');
    onceDrained(request, () => {
      if (!request.complete) request.socket.destroy();
    });
    request.resume();
  });
  next();
};
