import {
  budgetNetwork,
  type FormAcceptedDto,
  type FormKind,
  isFormKind,
  isLocale,
  isVisitorConfirmation,
  type Locale,
  spamReasonOf,
  thankYouSlugOf,
  visitorEmailOf,
  visitorNetwork,
} from '@immo/domain';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { agencyLocale } from '@immo/db';
import { AppException } from '../common/app-exception';
import { type BffEnv, ENV } from '../config/env';
import { LEAD_CAPTCHA, type LeadCaptcha } from './captcha-verifier';
import { parseFormBody } from './form-body';
import { FormClientLimit } from './form-client-limit';
import { DefaultLeadHandler } from './handlers/default.handler';
import { LEAD_HANDLERS, type LeadHandler, type LeadHandling, type LeadProperty } from './handlers/lead-handler';
import { LeadException } from './lead.exception';
import { LeadRecorder } from './lead-recorder';
import { MailEnqueuer } from './mail-enqueuer';
import { loadMailedProperty } from './property-mail-facts';
import { type MailDraft, OutboxWriter } from './outbox-writer';

export interface FormClient {
  /** The client address as Fastify resolved it (X-Forwarded-For from trusted proxies only). */
  ip: string;
}

/**
 * `POST /api/forms/{kind}` (FORMS-DESIGN): limit, validate, captcha, then
 * one transaction for the lead and its outbox rows, then the queue, best
 * effort. Only a failure to store answers 503 LEAD_NOT_STORED: once the
 * commit is done the visitor is told it is sent, whatever Redis does.
 */
@Injectable()
export class LeadsService {
  private readonly logger = new Logger(LeadsService.name);
  private agencyLocaleCache: { locale: Locale; at: number } | undefined;

  constructor(
    private readonly clientLimit: FormClientLimit,
    @Inject(LEAD_CAPTCHA) private readonly captcha: LeadCaptcha,
    private readonly recorder: LeadRecorder,
    private readonly outbox: OutboxWriter,
    private readonly enqueuer: MailEnqueuer,
    private readonly defaultHandler: DefaultLeadHandler,
    private readonly dataSource: DataSource,
    @Inject(LEAD_HANDLERS) private readonly handlers: LeadHandler[],
    @Inject(ENV) private readonly env: BffEnv,
  ) {}

  async submit(kind: string, body: unknown, client: FormClient): Promise<FormAcceptedDto> {
    const clientNetwork = visitorNetwork(client.ip);
    // Before anything else: the forms' route has no other limit, so a flood of unknown kinds counts too.
    await this.clientLimit.spend(clientNetwork);
    if (!isFormKind(kind)) throw new LeadException(`No form ${kind.slice(0, 40)}`, 'FORM_NOT_FOUND');
    const { envelope, fields } = parseFormBody(kind, body, (answer) => this.captcha.check(answer) !== null);
    const captcha = this.captcha.check(envelope.captcha);
    if (captcha === null) throw new LeadException('The entered characters are not valid.', 'CAPTCHA_INVALID');
    const stored = await this.storing(async () => {
      const spamReason = spamReasonOf(envelope);
      const record = fields as Record<string, unknown>;
      const propertyId = numberOrNull(record['propertyId']);
      const lead = this.recorder.draft({
        kind,
        state: spamReason === null ? 'received' : 'quarantined',
        locale: envelope.locale,
        propertyId,
        projectId: numberOrNull(record['projectId']),
        email: visitorEmailOf(fields),
        fields: record,
        utm: envelope.utm,
        page: envelope.page ?? null,
        clientNetwork,
        budgetNetwork: budgetNetwork(client.ip),
        spamReason,
      });
      // Quarantine: stored for an operator, no mail, and an answer like anyone's (bots learn nothing):
      // a form that answers in place says it received the request.
      if (lead.state === 'quarantined') {
        await this.recorder.record(lead, captcha);
        const handling: LeadHandling = {
          mails: [],
          ...(thankYouSlugOf[kind] === null ? { outcome: 'received' as const } : {}),
        };
        return { leadId: lead.id, outboxIds: [], handling, drafted: 0 };
      }
      const handler = this.handlerFor(kind);
      const agencyLocale = await this.agencyLocale();
      // A handler that only reads runs first, and the lead goes in with its mails in one statement.
      if (handler.readsOnly) {
        const manager = this.dataSource.manager;
        const property = propertyId === null ? null : await loadLeadProperty(manager, propertyId);
        const handling = await handler.handle(
          { kind, lead, envelope, fields, property, captcha, agencyLocale },
          manager,
        );
        const mails = budgeted(handling.mails, lead.budgetNetwork);
        return {
          leadId: lead.id,
          outboxIds: await this.recorder.record(lead, captcha, mails),
          handling,
          drafted: mails.length,
        };
      }
      return this.recorder.transaction(lead, captcha, async (manager) => {
        const property = propertyId === null ? null : await loadLeadProperty(manager, propertyId);
        const handling = await handler.handle(
          { kind, lead, envelope, fields, property, captcha, agencyLocale },
          manager,
        );
        const mails = budgeted(handling.mails, lead.budgetNetwork).map((mail) => ({
          ...mail,
          leadId: mail.leadId ?? lead.id,
        }));
        return { leadId: lead.id, outboxIds: await this.outbox.add(manager, mails), handling, drafted: mails.length };
      });
    });
    if (stored.outboxIds.length < stored.drafted)
      this.logger.log(
        `Lead ${stored.leadId}: the visitor's confirmation held back, its network's confirmation budget is spent`,
      );
    // Not awaited: the lead is stored, so the visitor is answered now; the relay covers a queue call that fails.
    void this.enqueuer.enqueue(stored.outboxIds);
    return {
      leadId: stored.leadId,
      thankYouSlug: thankYouSlugOf[kind],
      ...(stored.handling.outcome ? { outcome: stored.handling.outcome } : {}),
    };
  }

  /**
   * The language the agency reads its mails in: a site setting the office
   * changes in the console, read at most every AGENCY_LOCALE_TTL_MS.
   */
  async agencyLocale(now = Date.now()): Promise<Locale> {
    if (this.agencyLocaleCache && now - this.agencyLocaleCache.at < AGENCY_LOCALE_TTL_MS)
      return this.agencyLocaleCache.locale;
    const stored = await agencyLocale(this.dataSource);
    const locale = isLocale(stored) ? stored : this.env.DEFAULT_LOCALE;
    this.agencyLocaleCache = { locale, at: now };
    return locale;
  }

  /** The handler of a kind's form; also the console's, releasing a lead held since it arrived. */
  handlerFor(kind: FormKind): LeadHandler {
    return this.handlers.find((handler) => handler.kinds.includes(kind)) ?? this.defaultHandler;
  }

  /** Refusals (captcha, limits, a handler's) pass; any other failure means the lead is not stored. */
  private async storing<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof AppException) throw error;
      this.logger.error(`Lead not stored: ${error instanceof Error ? error.message : String(error)}`);
      throw new LeadException('Your request could not be stored; please try again.', 'LEAD_NOT_STORED');
    }
  }
}

/**
 * The mails of a submission, each confirmation (a mail to the address the
 * visitor typed) marked with the visitor's network, whose budget it spends
 * (CONFIRMATION_ADDRESSES_PER_NETWORK): past it, the lead is stored and the
 * agency mailed, but the confirmation is not written.
 */
function budgeted(mails: readonly MailDraft[], network: string | null): MailDraft[] {
  return mails.map((mail) =>
    network !== null && isVisitorConfirmation(mail) ? { ...mail, budgetNetwork: network } : mail,
  );
}

/** Long enough to spare a query per form, short enough that the office's change shows within the minute. */
const AGENCY_LOCALE_TTL_MS = 30_000;

function numberOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isSafeInteger(value) ? value : null;
}

/** The property as a lead's handler sees it (the same read as a booked visit's). */
export const loadLeadProperty: (manager: EntityManager, id: number) => Promise<LeadProperty | null> =
  loadMailedProperty;
