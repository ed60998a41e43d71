import {
  isStoredPropertyDetails,
  propertyFormAvailable,
  propertyFormsOf,
  rentTerms,
  SEND_TO_FRIEND_PER_HOUR,
  type PropertyFormKind,
  type RentTerms,
} from '@immo/domain';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { LeadException } from '../leads/lead.exception';
import {
  DocumentRequestEntity,
  FriendSendEntity,
  friendSendTimesSince,
  lockFriendSends,
  PropertyEntity,
  SiteSettingsEntity,
} from '@immo/db';
import type { PropertyFormSubject } from './property-form-target';

const HOUR_MS = 60 * 60_000;

/** The forms of a property page (which ones it takes, the rent terms) and the rows they keep beside their lead. */
@Injectable()
export class PropertyFormsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async subject(
    propertyId: number,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<PropertyFormSubject | null> {
    const row = await manager.findOne(PropertyEntity, { where: { id: propertyId } });
    if (!row) return null;
    const details = isStoredPropertyDetails(row.details) ? row.details : null;
    return {
      id: row.id,
      goal: row.goal,
      marquee: row.marquee,
      withdrawn: row.withdrawnAt !== null,
      reference: row.reference,
      titles: row.titles,
      city: row.city,
      zip: row.zip,
      price: row.price,
      publishPrice: row.publishPrice,
      renterCharges: details?.fields.renterCharges ?? null,
      managerEmail: details?.fields.manager?.email ?? null,
      documents: details?.documents ?? [],
    };
  }

  /**
   * The property a form is about, when it takes that form now; else
   * FORM_NOT_AVAILABLE (an offer on a rental, anything on a withdrawn
   * property, an application on a rented one).
   */
  async availableSubject(
    kind: PropertyFormKind,
    propertyId: number,
    manager?: EntityManager,
  ): Promise<PropertyFormSubject> {
    const subject = await this.subject(propertyId, manager);
    if (!subject || !propertyFormAvailable(kind, subject)) {
      throw new LeadException(`The property ${propertyId} does not take the form ${kind}`, 'FORM_NOT_AVAILABLE');
    }
    return subject;
  }

  /** What the property page links to, and the rent terms a rent application shows; null for an unknown property. */
  async formsOf(
    propertyId: number,
  ): Promise<{ forms: PropertyFormKind[]; rentTerms: RentTerms | null; documentCount: number } | null> {
    const subject = await this.subject(propertyId);
    if (!subject) return null;
    const forms = propertyFormsOf(subject);
    const terms = forms.includes('rent-application') ? await this.rentTermsOf(subject) : null;
    return { forms, rentTerms: terms, documentCount: subject.documents.length };
  }

  async rentTermsOf(
    subject: Pick<PropertyFormSubject, 'price' | 'publishPrice' | 'renterCharges'>,
  ): Promise<RentTerms> {
    const settings = await this.dataSource.manager.findOne(SiteSettingsEntity, { where: { id: 1 } });
    const rent = subject.publishPrice ? subject.price : null;
    return rentTerms(
      {
        minimumIncomeRentMultiple: settings?.rentMinimumIncomeMultiple ?? null,
        maximumPersons: settings?.rentMaximumPersons ?? null,
        inventoryShare: settings?.rentInventoryShare ?? null,
        depositMonths: settings?.rentDepositMonths ?? 3,
      },
      rent,
      subject.renterCharges,
    );
  }

  /**
   * Records that this address asked for this property's documents, in the
   * lead's transaction. False when it already had (the unique index
   * decides, so two requests at once cannot both send).
   */
  async recordDocumentRequest(
    manager: EntityManager,
    leadId: string,
    propertyId: number,
    email: string,
  ): Promise<boolean> {
    const inserted = await manager
      .createQueryBuilder()
      .insert()
      .into(DocumentRequestEntity)
      .values({ leadId, propertyId, email: email.toLowerCase() })
      .orIgnore()
      .returning(['leadId'])
      .execute();
    return inserted.raw instanceof Array && inserted.raw.length > 0;
  }

  /**
   * Counts this send against its client network's hourly limit, in the
   * lead's transaction; RATE_LIMITED (and the lead not stored) past
   * SEND_TO_FRIEND_PER_HOUR. The lock makes the count and the insert one
   * step, so a burst of parallel sends cannot slip past it.
   */
  async recordFriendSend(
    manager: EntityManager,
    leadId: string,
    clientNetwork: string,
    now = new Date(),
  ): Promise<void> {
    await lockFriendSends(manager, clientNetwork);
    const since = new Date(now.getTime() - HOUR_MS);
    const recent = await friendSendTimesSince(manager, clientNetwork, since);
    if (recent.length >= SEND_TO_FRIEND_PER_HOUR) {
      const freeing = recent[recent.length - SEND_TO_FRIEND_PER_HOUR] ?? now;
      throw LeadException.rateLimited(
        (freeing.getTime() + HOUR_MS - now.getTime()) / 1000,
        'Too many properties sent to friends from this network',
      );
    }
    await manager.insert(FriendSendEntity, { leadId, clientNetwork, createdAt: now });
  }
}
