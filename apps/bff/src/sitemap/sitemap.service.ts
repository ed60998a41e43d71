import type { SitemapDto } from '@immo/domain';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { cityNamesSql } from '../properties/city-names-sql';
import { type SitemapRow, toSitemapEntryDto } from './sitemap.mapper';

// One statement per kind, no paging: the rows are narrow (no descriptions or
// details), so even 50 000 properties are a few megabytes of JSON, and the
// web asks once per cache minute instead of paging the list per language.
const PROPERTIES_SQL = `SELECT p.id, p.goal, p.city, ${cityNamesSql('p')} AS "cityNames", p.titles, p.crm_changed_at AS "changedAt"
  FROM properties p WHERE p.withdrawn_at IS NULL ORDER BY p.id`;
const PROJECTS_SQL = `SELECT p.id, p.city, ${cityNamesSql('p')} AS "cityNames", p.names AS titles, p.crm_changed_at AS "changedAt"
  FROM projects p WHERE p.withdrawn_at IS NULL ORDER BY p.id`;

@Injectable()
export class SitemapService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async entries(): Promise<SitemapDto> {
    const [properties, projects] = await Promise.all([
      this.dataSource.query<SitemapRow[]>(PROPERTIES_SQL),
      this.dataSource.query<SitemapRow[]>(PROJECTS_SQL),
    ]);
    return { properties: properties.map(toSitemapEntryDto), projects: projects.map(toSitemapEntryDto) };
  }
}
