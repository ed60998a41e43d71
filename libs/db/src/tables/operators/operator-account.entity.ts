import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A person who runs the site (issue 15). Created by `npm run operator:create`
 * without a password: the single-use setup link sets it and the TOTP second
 * factor. Disabled rather than deleted, so the audit keeps naming them.
 */
@Entity('operator_accounts')
@Check('CHK_operator_accounts_email_lower_case', `"email" = lower("email")`)
@Index('UQ_operator_accounts_email', ['email'], { unique: true })
@Index('UQ_operator_accounts_setup_token_hash', ['setupTokenHash'], { unique: true })
export class OperatorAccountEntity {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_operator_accounts' })
  id!: number;

  @Column({ type: 'text' })
  email!: string;

  @Column({ name: 'display_name', type: 'text' })
  displayName!: string;

  /** argon2id PHC string; null until the setup link is used. */
  @Column({ name: 'password_hash', type: 'text', nullable: true })
  passwordHash!: string | null;

  /** The TOTP key, AES-256-GCM under OPERATOR_TOTP_KEY (totp-secret-box.ts): a leaked table gives no second factor. */
  @Column({ name: 'totp_secret', type: 'text' })
  totpSecret!: string;

  /** Set when the setup proved an authenticator holds the key; logins need it. */
  @Column({ name: 'totp_confirmed_at', type: 'timestamptz', nullable: true })
  totpConfirmedAt!: Date | null;

  /** The time step of the last code accepted: that code and every older one are spent. */
  @Column({ name: 'totp_last_step', type: 'bigint', nullable: true })
  totpLastStep!: string | null;

  /** SHA-256 of the setup link's token while it is unused. */
  @Column({ name: 'setup_token_hash', type: 'text', nullable: true })
  setupTokenHash!: string | null;

  @Column({ name: 'setup_expires_at', type: 'timestamptz', nullable: true })
  setupExpiresAt!: Date | null;

  @Column({ name: 'disabled_at', type: 'timestamptz', nullable: true })
  disabledAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
