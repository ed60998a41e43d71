import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';

/** An owner as the import stores them (GetOwnerList), with the properties the CRM lists for them. */
export async function insertOwner(
  dataSource: DataSource,
  owner: { id: number; email: string; locale: string; firstName?: string; lastName?: string },
  propertyIds: readonly number[] = [],
): Promise<void> {
  await dataSource.query(
    `INSERT INTO owners (id, email, first_name, last_name, locale, content_hash) VALUES ($1, $2, $3, $4, $5, 'test')`,
    [owner.id, owner.email, owner.firstName ?? 'Test', owner.lastName ?? 'Owner', owner.locale],
  );
  for (const propertyId of propertyIds) {
    await dataSource.query(`INSERT INTO owner_properties (owner_id, property_id) VALUES ($1, $2)`, [
      owner.id,
      propertyId,
    ]);
  }
}

/** Raw views (each a distinct visitor), as the beacon stores them. */
export async function insertViews(
  dataSource: DataSource,
  propertyId: number,
  instants: readonly string[],
): Promise<void> {
  for (const instant of instants) {
    await dataSource.query(`INSERT INTO property_views (property_id, visitor_hash, viewed_at) VALUES ($1, $2, $3)`, [
      propertyId,
      randomUUID(),
      instant,
    ]);
  }
}

/** A sent (or other state) alert mail that showed these listings. */
export async function insertAlertMail(
  dataSource: DataSource,
  propertyIds: readonly number[],
  sentAt: string | null,
  state = 'sent',
): Promise<string> {
  const id = randomUUID();
  await dataSource.query(
    `INSERT INTO mail_outbox (id, template, locale, to_address, data, state, message_id, sent_at) VALUES ($1, 'demand-alert', 'fr', 'someone@example.com', '{}', $2, $3, $4)`,
    [id, state, `<${id}@example.com>`, sentAt],
  );
  for (const propertyId of propertyIds) {
    await dataSource.query(`INSERT INTO alert_mail_listings (outbox_id, property_id) VALUES ($1, $2)`, [
      id,
      propertyId,
    ]);
  }
  return id;
}

export interface DemandFixture {
  goal?: 'sale' | 'rent';
  types?: number[];
  zones?: string[];
  budgetMax?: number | null;
  state?: 'confirmed' | 'unconfirmed';
}

export async function insertDemand(dataSource: DataSource, demand: DemandFixture = {}): Promise<void> {
  const id = randomUUID();
  await dataSource.query(
    `INSERT INTO demands (id, email, locale, first_name, last_name, goal, property_types, zones, budget_max, frequency, state, confirm_token_hash)
     VALUES ($1, 'buyer@example.com', 'fr', 'Buyer', 'Test', $2, $3, $4, $5, 'weekly', $6, $7)`,
    [
      id,
      demand.goal ?? 'sale',
      demand.types ?? [2],
      demand.zones ?? ['region:brussels'],
      demand.budgetMax ?? null,
      demand.state ?? 'confirmed',
      `hash-${id}`,
    ],
  );
}
