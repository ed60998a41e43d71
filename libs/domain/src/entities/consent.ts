import { type ConsentFlagName } from '../consent/consent-flags';

/** What the cookie banner stores in local storage. */
export type ConsentFlags = Record<ConsentFlagName, boolean>;
