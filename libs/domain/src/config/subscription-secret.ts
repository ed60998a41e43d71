/**
 * Outside production only: the BFF's and the worker's shared default for
 * SUBSCRIPTION_TOKEN_SECRET (the unsubscribe links' HMAC key), so `npm start`
 * works out of the box. Public, so production refuses to start without its own.
 */
export const LOCAL_SUBSCRIPTION_TOKEN_SECRET = 'local-development-subscription-token-secret';
