import {
  type ConsoleAgent,
  type LeadDetail,
  type LeadFilter,
  type LeadListQuery,
  type LeadPage,
  LEADS_PAGE_SIZE,
} from '@immo/domain';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { CvStorage } from '../cv-uploads/cv-storage';
import { presentationNames } from '../leads/presentation-names';
import { ConsoleRequestsException } from './console-requests.exception';
import { leadSummaryOf } from './lead-mapping';
import type { LeadCsvBatch, LeadCsvRow } from './leads-csv';
import { LEAD_SUMMARY_COLUMNS, LEADS_FROM, type LeadRow, leadWhere } from './lead-search';

/** Rows read per round trip of the CSV export: the export streams, never holds every lead at once. */
export const EXPORT_BATCH = 500;

/**
 * The agents a lead can go to: the property managers the CRM names (its
 * Manager object on each property, docs/crm-export.md), by address. The
 * CRM has no other list of the agency's people.
 */
const AGENTS = `
  SELECT DISTINCT ON (lower(details->'fields'->'manager'->>'email'))
         lower(details->'fields'->'manager'->>'email') AS email, details->'fields'->'manager'->>'name' AS name
    FROM properties
   WHERE details->'fields'->'manager'->>'email' LIKE '%@%'
   ORDER BY lower(details->'fields'->'manager'->>'email'), imported_at DESC`;

export interface LeadCvFile {
  path: string;
  fileName: string;
  contentType: string;
  size: number;
}

@Injectable()
export class LeadsConsoleService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cvStorage: CvStorage,
  ) {}

  async list(query: LeadListQuery): Promise<LeadPage> {
    const where = leadWhere(query);
    const offset = (query.page - 1) * LEADS_PAGE_SIZE;
    const [rows, counted] = await Promise.all([
      this.dataSource.query(
        `SELECT ${LEAD_SUMMARY_COLUMNS} FROM ${LEADS_FROM} WHERE ${where.sql} ORDER BY l.created_at DESC, l.id LIMIT ${LEADS_PAGE_SIZE} OFFSET ${offset}`,
        where.params,
      ) as Promise<LeadRow[]>,
      this.dataSource.query(
        `SELECT count(*)::int AS total FROM ${LEADS_FROM} WHERE ${where.sql}`,
        where.params,
      ) as Promise<{ total: number }[]>,
    ]);
    return {
      page: query.page,
      pageSize: LEADS_PAGE_SIZE,
      total: counted[0]?.total ?? 0,
      items: rows.map(leadSummaryOf),
    };
  }

  /** The filter's leads, newest first, a batch at a time (keyset on created_at, id: a lead arriving meanwhile shifts nothing). */
  async *exportRows(filter: LeadFilter): AsyncGenerator<LeadCsvBatch> {
    const where = leadWhere(filter);
    let after: { createdAt: Date; id: string } | null = null;
    for (;;) {
      const params = [...where.params];
      const keyset =
        after === null
          ? ''
          : ` AND (l.created_at, l.id) < ($${params.push(after.createdAt)}, $${params.push(after.id)}::uuid)`;
      const rows = (await this.dataSource.query(
        `SELECT ${LEAD_SUMMARY_COLUMNS}, l.page, l.utm,
                (SELECT u.file_name FROM lead_uploads u WHERE u.lead_id = l.id ORDER BY u.created_at LIMIT 1) AS cv_name
           FROM ${LEADS_FROM} WHERE ${where.sql}${keyset} ORDER BY l.created_at DESC, l.id DESC LIMIT ${EXPORT_BATCH}`,
        params,
      )) as LeadCsvRow[];
      if (rows.length > 0)
        yield {
          rows,
          names: await presentationNames(
            this.dataSource.manager,
            rows.map((row) => row.fields),
          ),
        };
      if (rows.length < EXPORT_BATCH) return;
      const last = rows[rows.length - 1]!;
      after = { createdAt: last.created_at, id: last.id };
    }
  }

  async detail(id: string): Promise<LeadDetail> {
    const rows = (await this.dataSource.query(
      `SELECT ${LEAD_SUMMARY_COLUMNS}, l.utm, l.page, l.client_network,
              (SELECT json_build_object('fileName', u.file_name, 'size', u.size) FROM lead_uploads u WHERE u.lead_id = l.id ORDER BY u.created_at LIMIT 1) AS cv
         FROM ${LEADS_FROM} WHERE l.id = $1`,
      [id],
    )) as (LeadRow & {
      utm: Record<string, string>;
      page: string | null;
      client_network: string;
      cv: { fileName: string; size: number } | null;
    })[];
    const row = rows[0];
    if (!row) throw ConsoleRequestsException.notFound('lead');
    const [mails, sameEmail] = await Promise.all([
      this.dataSource.query(
        `SELECT id, template, to_address AS "to", state, created_at AS "createdAt", sent_at AS "sentAt" FROM mail_outbox WHERE lead_id = $1 ORDER BY created_at, id`,
        [id],
      ) as Promise<{ id: string; template: string; to: string; state: string; createdAt: Date; sentAt: Date | null }[]>,
      row.email === null
        ? Promise.resolve([])
        : (this.dataSource.query(
            `SELECT id, kind, created_at AS "createdAt", duplicate_of AS "duplicateOf" FROM leads WHERE email = $1 AND id <> $2 ORDER BY created_at DESC LIMIT 50`,
            [row.email, id],
          ) as Promise<{ id: string; kind: string; createdAt: Date; duplicateOf: string | null }[]>),
    ]);
    const names = await presentationNames(this.dataSource.manager, [row.fields]);
    const cvId = row.fields['cvUploadId'];
    return {
      ...leadSummaryOf(row),
      fields: row.fields,
      names: { ...names, files: typeof cvId === 'string' && row.cv ? { [cvId]: row.cv.fileName } : {} },
      utm: row.utm,
      page: row.page,
      clientNetwork: row.client_network,
      cv: row.cv,
      mails: mails.map((mail) => ({
        ...mail,
        createdAt: mail.createdAt.toISOString(),
        sentAt: mail.sentAt?.toISOString() ?? null,
      })),
      sameEmail: sameEmail.map((lead) => ({
        ...lead,
        kind: lead.kind as LeadDetail['kind'],
        createdAt: lead.createdAt.toISOString(),
      })),
    };
  }

  async agents(): Promise<ConsoleAgent[]> {
    const rows = (await this.dataSource.query(AGENTS)) as { email: string; name: string | null }[];
    return rows
      .map((row) => ({ email: row.email, name: row.name?.trim() || row.email }))
      .sort((a, b) => a.name.localeCompare(b.name, 'fr'));
  }

  /** The lead's CV as stored, or REQUEST_NOT_FOUND when it has none. */
  async cvFile(leadId: string): Promise<LeadCvFile> {
    const rows = (await this.dataSource.query(
      `SELECT id, file_name AS "fileName", content_type AS "contentType", size FROM lead_uploads WHERE lead_id = $1 ORDER BY created_at LIMIT 1`,
      [leadId],
    )) as { id: string; fileName: string; contentType: string; size: number }[];
    const upload = rows[0];
    if (!upload) throw ConsoleRequestsException.notFound('CV');
    return {
      path: this.cvStorage.pathOf(upload.id),
      fileName: upload.fileName,
      contentType: upload.contentType,
      size: upload.size,
    };
  }
}
