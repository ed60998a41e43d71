import { SYNC_RECORDS_PAGE_SIZE, type SyncRecord, type SyncRecordsPage, type SyncRecordsQuery } from '@immo/domain';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { searchSyncRunRecords } from '@immo/db';
import { escapeLike } from '../search/search-sql';
import { SyncRunException, SyncRunExceptionCode } from './sync-run.exception';

/**
 * One run's rejected records or warnings, searched by the record's ID or the
 * reason's text and paged in PostgreSQL: a full import of a broken export
 * may hold thousands, which neither the BFF nor a phone should carry whole.
 */
@Injectable()
export class SyncRunRecords {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async search(runId: number, query: SyncRecordsQuery): Promise<SyncRecordsPage> {
    const row = await searchSyncRunRecords(this.dataSource, runId, {
      kind: query.kind === 'warnings' ? 'warnings' : 'rejections',
      q: query.q,
      pattern: `%${escapeLike(query.q)}%`,
      limit: SYNC_RECORDS_PAGE_SIZE,
      offset: (query.page - 1) * SYNC_RECORDS_PAGE_SIZE,
    });
    if (row.runs === 0) throw new SyncRunException(`No sync run ${runId}`, SyncRunExceptionCode.notFound);
    return {
      kind: query.kind,
      q: query.q,
      page: query.page,
      pageSize: SYNC_RECORDS_PAGE_SIZE,
      total: row.total,
      items: row.items as SyncRecord[],
    };
  }
}
