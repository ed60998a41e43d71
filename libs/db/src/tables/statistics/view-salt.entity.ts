import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The random salt of the visitor hash for one Brussels day. Shared through the
 * database (not process memory) so every BFF instance, and a restarted one,
 * hashes a visitor alike; the previous days' salts are deleted as soon as a
 * new day's is made, which makes old hashes unlinkable to an IP.
 */
@Entity('view_salts')
export class ViewSaltEntity {
  @PrimaryColumn({ type: 'date' })
  day!: string;

  @Column({ type: 'bytea' })
  salt!: Buffer;
}
