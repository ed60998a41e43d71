import type { NextFunction, Request, Response } from 'express';
import { isOperatorAuthorization, type OperatorCredentials, WWW_AUTHENTICATE } from './basic-credentials';

/**
 * The same check as @OperatorOnly() for what is not a Nest controller (Bull
 * Board's Express router): one set of credentials guards every operator page.
 */
export function operatorBasicAuth(credentials: OperatorCredentials) {
  return (request: Request, response: Response, next: NextFunction): void => {
    if (isOperatorAuthorization(request.headers.authorization, credentials)) {
      next();
      return;
    }
    response
      .status(401)
      .setHeader('WWW-Authenticate', WWW_AUTHENTICATE)
      .json({ code: 'OPERATOR_CREDENTIALS_REQUIRED', message: 'Operator credentials required.' });
  };
}
