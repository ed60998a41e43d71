import {
  SITEMAP_PROPERTIES_PER_FILE,
  type SitemapIndexDto,
  type SitemapProjectsDto,
  type SitemapPropertiesDto,
} from '@immo/domain';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { cityNamesSql } from '@immo/db';
import { type SitemapRow, toSitemapEntryDto } from './sitemap.mapper';

// Paged by sitemap file (SITEMAP_PROPERTIES_PER_FILE live properties by id),
// so no answer grows with the catalogue: the index asks for the files'
// dates, each property file for its own page. The rows are narrow (no
// descriptions or details).
const PROPERTY_FILES_SQL = `SELECT max(changed_at) AS "lastModified" FROM (
    SELECT (row_number() OVER (ORDER BY p.id) - 1) / $1 AS file, p.crm_changed_at AS changed_at
    FROM properties p WHERE p.withdrawn_at IS NULL) files
  GROUP BY file ORDER BY file`;
const PROJECTS_LAST_MODIFIED_SQL = `SELECT max(p.crm_changed_at) AS "lastModified" FROM projects p WHERE p.withdrawn_at IS NULL`;
const PROPERTIES_SQL = `SELECT p.id, p.goal, p.city, ${cityNamesSql('p')} AS "cityNames", p.titles, p.crm_changed_at AS "changedAt"
  FROM properties p WHERE p.withdrawn_at IS NULL ORDER BY p.id LIMIT $1 OFFSET $2`;
const PROJECTS_SQL = `SELECT p.id, p.city, ${cityNamesSql('p')} AS "cityNames", p.names AS titles, p.crm_changed_at AS "changedAt"
  FROM projects p WHERE p.withdrawn_at IS NULL ORDER BY p.id`;

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

@Injectable()
export class SitemapService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async index(): Promise<SitemapIndexDto> {
    const [files, projects] = await Promise.all([
      this.dataSource.query<{ lastModified: Date | null }[]>(PROPERTY_FILES_SQL, [SITEMAP_PROPERTIES_PER_FILE]),
      this.dataSource.query<{ lastModified: Date | null }[]>(PROJECTS_LAST_MODIFIED_SQL),
    ]);
    return {
      propertyFiles: files.map((file) => ({ lastModified: iso(file.lastModified) })),
      projectsLastModified: iso(projects[0]?.lastModified ?? null),
    };
  }

  /** File 1 is the first SITEMAP_PROPERTIES_PER_FILE live properties by id; past the last, an empty list. */
  async properties(file: number): Promise<SitemapPropertiesDto> {
    const offset = (file - 1) * SITEMAP_PROPERTIES_PER_FILE;
    const rows = await this.dataSource.query<SitemapRow[]>(PROPERTIES_SQL, [SITEMAP_PROPERTIES_PER_FILE, offset]);
    return { properties: rows.map(toSitemapEntryDto) };
  }

  async projects(): Promise<SitemapProjectsDto> {
    return { projects: (await this.dataSource.query<SitemapRow[]>(PROJECTS_SQL)).map(toSitemapEntryDto) };
  }
}
