import type { LeadActionResult } from '@immo/domain';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { holdLeadMails, LeadEntity, requeueHeldLeadMails } from '@immo/db';
import { loadLeadProperty, LeadsService } from '../leads/leads.service';
import { MailEnqueuer } from '../leads/mail-enqueuer';
import { OutboxWriter } from '../leads/outbox-writer';
import { ConsoleRequestsException } from './console-requests.exception';
import { LeadsConsoleService } from './leads-console.service';

/**
 * What an operator does to one lead. Each runs in one transaction that
 * locks the lead's row, so two operators (or two clicks) act one after the
 * other and the second sees the first's result: a second release finds the
 * lead received and does nothing.
 */
@Injectable()
export class LeadActions {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly leads: LeadsService,
    private readonly outbox: OutboxWriter,
    private readonly enqueuer: MailEnqueuer,
    private readonly reader: LeadsConsoleService,
  ) {}

  /** To one of the agents the CRM names (LeadsConsoleService.agents), or to no one: from then on the lead's agent is this choice, not the property's manager. */
  async assign(id: string, agentEmail: string | null): Promise<LeadActionResult> {
    const agent = agentEmail === null ? null : (await this.reader.agents()).find((known) => known.email === agentEmail);
    if (agent === undefined) throw ConsoleRequestsException.refused('No property of the catalogue names this agent.');
    return this.locked(id, async (lead, manager) => {
      if (lead.agentReassignedAt !== null && lead.assignedAgentEmail === (agent?.email ?? null)) return false;
      await manager.update(LeadEntity, id, {
        assignedAgentEmail: agent?.email ?? null,
        assignedAgentName: agent?.name ?? null,
        agentReassignedAt: new Date(),
      });
      return true;
    });
  }

  /** Flags the lead as repeating another of the same address (kept, filterable); null takes the flag off. */
  async markDuplicate(id: string, of: string | null): Promise<LeadActionResult> {
    return this.locked(id, async (lead, manager) => {
      if (of !== null) {
        const original = await manager.findOne(LeadEntity, {
          where: { id: of },
          select: { id: true, email: true, duplicateOf: true },
        });
        if (!original) throw ConsoleRequestsException.notFound('lead');
        if (of === id || lead.email === null || original.email !== lead.email || original.duplicateOf === id) {
          throw ConsoleRequestsException.refused(
            'A lead is a duplicate of another lead of the same address, never of itself or of its own duplicate.',
          );
        }
      }
      if (lead.duplicateOf === of) return false;
      await manager.update(LeadEntity, id, { duplicateOf: of });
      return true;
    });
  }

  /**
   * Out of quarantine with exactly the mails it would have sent: a lead held
   * since it arrived runs its form's handler now (its mails, its demand or
   * testimonial); one an operator quarantined gets the mails that were
   * stopped queued again. Queued after the commit, like a submission's.
   */
  async release(id: string): Promise<LeadActionResult> {
    let outboxIds: string[] = [];
    const result = await this.locked(id, async (lead, manager) => {
      if (lead.state !== 'quarantined') return false;
      outboxIds = lead.handledAt === null ? await this.handle(lead, manager) : await requeueHeld(lead, manager);
      await manager.update(LeadEntity, id, {
        state: 'received',
        spamReason: null,
        handledAt: lead.handledAt ?? new Date(),
        heldMails: [],
      });
      return true;
    });
    await this.enqueuer.enqueue(outboxIds);
    return { ...result, queuedMails: outboxIds.length };
  }

  /**
   * Into quarantine: its mails not sent yet are stopped (discarded, their
   * ids kept on the lead for a release); a mail the worker is sending at
   * this moment holds its row, and once sent is no longer stopped.
   */
  async quarantine(id: string): Promise<LeadActionResult> {
    return this.locked(id, async (lead, manager) => {
      if (lead.state === 'quarantined') return false;
      const stopped = await holdLeadMails(manager, id);
      // A received lead's handler ran when it arrived.
      await manager.update(LeadEntity, id, {
        state: 'quarantined',
        spamReason: 'operator',
        handledAt: lead.handledAt ?? lead.createdAt,
        heldMails: stopped,
      });
      return true;
    });
  }

  private async handle(lead: LeadEntity, manager: EntityManager): Promise<string[]> {
    const property = lead.propertyId === null ? null : await loadLeadProperty(manager, lead.propertyId);
    const handling = await this.leads.handlerFor(lead.kind).handle(
      {
        kind: lead.kind,
        lead,
        envelope: { locale: lead.locale, captcha: '', utm: lead.utm, page: lead.page ?? undefined },
        fields: lead.fields as never,
        property,
        agencyLocale: await this.leads.agencyLocale(),
      },
      manager,
    );
    return this.outbox.add(
      manager,
      handling.mails.map((mail) => ({ ...mail, leadId: mail.leadId ?? lead.id })),
    );
  }

  private async locked(
    id: string,
    work: (lead: LeadEntity, manager: EntityManager) => Promise<boolean>,
  ): Promise<LeadActionResult> {
    const changed = await this.dataSource.transaction(async (manager) => {
      const lead = await manager.findOne(LeadEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!lead) throw ConsoleRequestsException.notFound('lead');
      return work(lead, manager);
    });
    return { id, changed, queuedMails: 0 };
  }
}

/** The mails the quarantine stopped, still discarded (an operator did not discard them otherwise meanwhile). */
async function requeueHeld(lead: LeadEntity, manager: EntityManager): Promise<string[]> {
  return requeueHeldLeadMails(manager, lead.id, lead.heldMails);
}
