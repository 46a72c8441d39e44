import type { RequestHandler } from 'express';
import { DETAILS } from '../http';
import { refuse } from './refusal';

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
