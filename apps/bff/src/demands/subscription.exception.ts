import { AppException } from '../common/app-exception';

/**
 * SUBSCRIPTION_NOT_FOUND (404): the link's subscription is not there (never
 * was, deleted after 14 days unconfirmed, or unsubscribed), or its token is
 * not one this site signed.
 */
export type SubscriptionExceptionCode = 'SUBSCRIPTION_NOT_FOUND';

export class SubscriptionException extends AppException<SubscriptionExceptionCode> {}
