import type { RequestHandler } from 'express';
import { DETAILS } from '../http/responses';
import { expectationOf, EXPECTS_CONTINUE } from './body-limit';
import { refuse, SERVER_DETAILS } from './refusal';

/**
 * What Node would refuse with a bare status line (the server is made with
 * `requireHostHeader: false` and hands it every expectation), refused here with a body.
 */
export const requireHost: RequestHandler = (request, response, next) => {
  if (request.headers.host === undefined && request.httpVersion === '1.1') {
    refuse(request, response, 400, SERVER_DETAILS.hostMissing);
    return;
  }
  next();
};

export const refuseUnknownExpectations: RequestHandler = (request, response, next) => {
  const expectation = expectationOf(request);
  if (expectation !== undefined && !EXPECTS_CONTINUE.test(expectation)) {
    refuse(request, response, 417, SERVER_DETAILS.expectationFailed);
    return;
  }
  next();
};

/** MSW's route matching throws on a path that is not valid percent-encoding: a 400 instead. */
export const rejectMalformedPaths: RequestHandler = (request, response, next) => {
  try {
    decodeURIComponent(request.path);
  } catch {
    refuse(request, response, 400, DETAILS.malformedPath);
    return;
  }
  next();
};
