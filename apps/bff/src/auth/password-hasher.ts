import { Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';
import { randomBytes } from 'node:crypto';

/** OWASP's argon2id minimum (19 MiB, 2 passes, 1 lane); about 40 ms here. */
export const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * argon2id hashing, injectable so tests count the verifications a login
 * limit lets through.
 */
@Injectable()
export class PasswordHasher {
  // A hash nobody's password matches: unknown e-mails and owners without a
  // password are checked against it, so they take as long as a wrong password.
  private readonly dummy = argon2.hash(randomBytes(32).toString('base64url'), ARGON2_OPTIONS);

  hash(password: string): Promise<string> {
    return argon2.hash(password, ARGON2_OPTIONS);
  }

  verify(hash: string, password: string): Promise<boolean> {
    return argon2.verify(hash, password);
  }

  /** The cost of a verification, with no account to check (always false). */
  async verifyNothing(password: string): Promise<false> {
    await argon2.verify(await this.dummy, password);
    return false;
  }
}
