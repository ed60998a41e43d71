import { Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { MailOutboxEntity } from '../leads/mail-outbox.entity';

/**
 * Which listings an alert mail showed (at most DEMAND_ALERT_MAX_ITEMS of its
 * matches): the owner portal's reach counts these. Kept per mail, not per
 * demand, so the count survives an unsubscribe (which deletes the demand and
 * its items). Written by the worker's alert mailer with the outbox row.
 */
@Entity('alert_mail_listings')
@Index('IDX_alert_mail_listings_property', ['propertyId'])
export class AlertMailListingEntity {
  @PrimaryColumn({ name: 'outbox_id', type: 'uuid', primaryKeyConstraintName: 'PK_alert_mail_listings' })
  outboxId!: string;

  @PrimaryColumn({ name: 'property_id', type: 'integer', primaryKeyConstraintName: 'PK_alert_mail_listings' })
  propertyId!: number;

  @ManyToOne(() => MailOutboxEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'outbox_id', foreignKeyConstraintName: 'FK_alert_mail_listings_outbox' })
  outbox?: MailOutboxEntity;
}
