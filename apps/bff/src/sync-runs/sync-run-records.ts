import { SYNC_RECORDS_PAGE_SIZE, type SyncRecord, type SyncRecordsPage, type SyncRecordsQuery } from '@immo/domain';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
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
    // The column is one of two fixed names (the schema's enum), never the caller's text.
    const column = query.kind === 'warnings' ? 'warnings' : 'rejections';
    const rows = (await this.dataSource.query(
      `WITH run AS (SELECT ${column} AS records FROM sync_runs WHERE id = $1),
            matched AS (
              SELECT record, position FROM run, jsonb_array_elements(run.records) WITH ORDINALITY AS e(record, position)
              WHERE $2 = '' OR coalesce(record->>'id', '') ILIKE $3 OR record->>'reason' ILIKE $3
            )
       SELECT (SELECT count(*) FROM run)::int AS runs,
              (SELECT count(*) FROM matched)::int AS total,
              coalesce((SELECT jsonb_agg(record ORDER BY position) FROM (SELECT record, position FROM matched ORDER BY position LIMIT $4 OFFSET $5) page), '[]'::jsonb) AS items`,
      [runId, query.q, `%${escapeLike(query.q)}%`, SYNC_RECORDS_PAGE_SIZE, (query.page - 1) * SYNC_RECORDS_PAGE_SIZE],
    )) as { runs: number; total: number; items: SyncRecord[] }[];
    const row = rows[0];
    if (!row || row.runs === 0) throw new SyncRunException(`No sync run ${runId}`, SyncRunExceptionCode.notFound);
    return {
      kind: query.kind,
      q: query.q,
      page: query.page,
      pageSize: SYNC_RECORDS_PAGE_SIZE,
      total: row.total,
      items: row.items,
    };
  }
}
