import { type SiteConfigChange, type SiteConfigEntity } from '@immo/domain';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isDeepStrictEqual } from 'node:util';
import { DataSource, type EntityManager } from 'typeorm';
import {
  FooterBlockEntity,
  MenuPageEntity,
  SiteSettingsEntity,
  TopBarItemEntity,
  SiteConfigChangeEntity,
} from '@immo/db';
import { SiteConfigException, SiteConfigExceptionCode } from '../site-config/site-config.exception';
import type { StoredFields } from './site-config-fields.mapper';

const ROW_CLASS = {
  settings: SiteSettingsEntity,
  'menu-page': MenuPageEntity,
  'top-bar-item': TopBarItemEntity,
  'footer-block': FooterBlockEntity,
} as const;
const CHANGES_SHOWN = 100;

/** JSON as jsonb keeps it: dates and class instances as plain values, so before/after compare as stored. */
const plain = (value: unknown): unknown => (value === undefined ? null : JSON.parse(JSON.stringify(value)));

/**
 * Puts fields live and logs the change; undoes a logged change. Each runs in
 * one transaction with the row locked, so two operators' saves never
 * interleave between the read of `before` and the write.
 */
@Injectable()
export class SiteConfigChanges {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The change logged, or null when the fields were already so (nothing to log). */
  apply(
    entity: SiteConfigEntity,
    key: string,
    fields: StoredFields,
    operatorId: number,
    undoOf: string | null = null,
  ): Promise<SiteConfigChangeEntity | null> {
    return this.dataSource.transaction((manager) => this.applyIn(manager, entity, key, fields, operatorId, undoOf));
  }

  async undo(id: string, operatorId: number): Promise<SiteConfigChangeEntity> {
    return this.dataSource.transaction(async (manager) => {
      const change = await manager.findOne(SiteConfigChangeEntity, {
        where: { id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!change) throw new SiteConfigException(`No change ${id}.`, SiteConfigExceptionCode.notFound);
      if (await manager.existsBy(SiteConfigChangeEntity, { undoOf: id })) {
        throw new SiteConfigException(`Change ${id} was undone already.`, SiteConfigExceptionCode.alreadyUndone);
      }
      const row = await this.lockedRow(manager, change.entity as SiteConfigEntity, change.entityKey);
      // Undoing over a later change would silently throw that one away too: the operator must see it first.
      const changedSince = Object.keys(change.after).filter(
        (field) => !isDeepStrictEqual(plain(row[field]), change.after[field]),
      );
      if (changedSince.length > 0) {
        const refusal = new SiteConfigException(
          `Change ${id}: ${changedSince.join(', ')} changed since.`,
          SiteConfigExceptionCode.changedSince,
        );
        refusal.details = { fields: changedSince };
        throw refusal;
      }
      const undone = await this.applyIn(
        manager,
        change.entity as SiteConfigEntity,
        change.entityKey,
        change.before,
        operatorId,
        id,
      );
      if (!undone) throw new SiteConfigException(`Change ${id} changed nothing.`, SiteConfigExceptionCode.changedSince);
      return undone;
    });
  }

  find(id: string): Promise<SiteConfigChangeEntity | null> {
    return this.dataSource.getRepository(SiteConfigChangeEntity).findOneBy({ id });
  }

  async latest(): Promise<SiteConfigChange[]> {
    const rows = await this.dataSource
      .getRepository(SiteConfigChangeEntity)
      .find({ relations: { operator: true }, order: { id: 'DESC' }, take: CHANGES_SHOWN });
    return rows.map((row) => ({
      id: Number(row.id),
      entity: row.entity as SiteConfigEntity,
      key: row.entityKey,
      before: row.before,
      after: row.after,
      operatorId: row.operatorId,
      operatorName: row.operator?.displayName ?? null,
      createdAt: row.createdAt.toISOString(),
      undoOf: row.undoOf === null ? null : Number(row.undoOf),
    }));
  }

  private async applyIn(
    manager: EntityManager,
    entity: SiteConfigEntity,
    key: string,
    fields: StoredFields,
    operatorId: number,
    undoOf: string | null,
  ): Promise<SiteConfigChangeEntity | null> {
    const row = await this.lockedRow(manager, entity, key);
    const before: StoredFields = {};
    const after: StoredFields = {};
    for (const [field, value] of Object.entries(fields)) {
      const was = plain(row[field]);
      const becomes = plain(value);
      if (isDeepStrictEqual(was, becomes)) continue;
      before[field] = was;
      after[field] = becomes;
    }
    if (Object.keys(after).length === 0) return null;
    await manager.update(ROW_CLASS[entity], { id: Number(key) }, after as never);
    return manager.save(
      manager.create(SiteConfigChangeEntity, { operatorId, entity, entityKey: key, before, after, undoOf }),
    );
  }

  private async lockedRow(
    manager: EntityManager,
    entity: SiteConfigEntity,
    key: string,
  ): Promise<Record<string, unknown>> {
    const row = await manager.findOne(ROW_CLASS[entity], {
      where: { id: Number(key) },
      lock: { mode: 'pessimistic_write' },
    });
    if (!row) throw new SiteConfigException(`No ${entity} ${key}.`, SiteConfigExceptionCode.notFound);
    return row as unknown as Record<string, unknown>;
  }
}
