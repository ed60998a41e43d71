import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/**
 * The operators' TOTP keys encrypted at rest with AES-256-GCM under
 * OPERATOR_TOTP_KEY: a copy of the database alone yields no second factor,
 * and a tampered value fails to open rather than giving another key.
 * Stored as `v1.{iv}.{ciphertext}.{tag}` (base64url), the operator's id bound
 * as associated data so a key cannot be moved to another account.
 */
export class TotpSecretBox {
  private readonly key: Buffer;

  constructor(base64Key: string) {
    this.key = Buffer.from(base64Key, 'base64');
    if (this.key.length !== 32) throw new Error('OPERATOR_TOTP_KEY must be 32 bytes');
  }

  seal(secret: Uint8Array, operatorId: number): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv).setAAD(aad(operatorId));
    const sealed = Buffer.concat([cipher.update(secret), cipher.final()]);
    return [VERSION, iv, sealed, cipher.getAuthTag()]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  /** The key, or null when the value was not sealed for this account under this key. */
  open(stored: string, operatorId: number): Buffer | null {
    const [version, iv, sealed, tag] = stored.split('.');
    if (version !== VERSION || iv === undefined || sealed === undefined || tag === undefined) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url')).setAAD(aad(operatorId));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]);
    } catch {
      return null;
    }
  }
}

function aad(operatorId: number): Buffer {
  return Buffer.from(`operator:${operatorId}`, 'utf8');
}
