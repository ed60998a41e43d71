import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { recordOperatorAction } from '@immo/db';

/** One line of the audit (operator_actions). */
export interface OperatorActionRecord {
  operatorId: number | null;
  action: string;
  target?: string | null;
  details?: Record<string, unknown>;
  /** clientTracker of the request's trusted address. */
  clientNetwork: string;
}

/** Writes who did what and when; the time is the database's, so several BFFs agree. */
@Injectable()
export class OperatorAudit {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async record(
    { operatorId, action, target = null, details = {}, clientNetwork }: OperatorActionRecord,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<void> {
    await recordOperatorAction(manager, { operatorId, action, target, details, clientNetwork });
  }
}
