import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * The captcha answers already used, by their challenge's hash, until the
 * challenge expires (after that the signature check refuses it anyway). In
 * PostgreSQL rather than Redis: a form must still be accepted while Redis is down.
 */
@Entity('captcha_spent')
@Index('IDX_captcha_spent_expires_at', ['expiresAt'])
export class CaptchaSpentEntity {
  @PrimaryColumn({ type: 'text', primaryKeyConstraintName: 'PK_captcha_spent' })
  hash!: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;
}
