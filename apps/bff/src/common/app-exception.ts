/**
 * A feature's error with its code (PROPERTY_NOT_FOUND…): features throw it
 * without knowing HTTP, and AppExceptionFilter is the one place a code
 * becomes a status. Each feature narrows `Code` to its own codes.
 */
export class AppException<Code extends string = string> extends Error {
  /** Headers the answer carries besides the code (a 429's Retry-After). */
  headers: Readonly<Record<string, string>> = {};

  /** Fields the answer's body carries besides code and message (a full slot's next free slots). */
  details: Readonly<Record<string, unknown>> = {};

  constructor(
    message: string,
    readonly code: Code,
  ) {
    super(message);
    this.name = new.target.name;
  }
}
