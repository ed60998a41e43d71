import {
  CLOSED_MARQUEES,
  isOnOffer,
  type ProjectDetailDto,
  type ProjectSummaryDto,
  type TPropertyDetailQuery,
} from '@immo/domain';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository } from 'typeorm';
import type { Localized } from '../common/localized-query.pipe';
import { readMarqueeIgnoreList } from '../properties/marquee-ignore-list';
import { ProjectEntity, PropertyEntity, PUBLISHED_PRICE, SiteSettingsEntity } from '@immo/db';
import { toPropertySummaryDto } from '../properties/property.mapper';
import { ProjectException } from './project.exception';
import { toProjectDetailDto, toProjectSummaryDto } from './project.mapper';

/** Units still on offer: live and neither sold nor rented. */
const AVAILABLE_UNITS = `count(*) FILTER (WHERE u.marquee NOT IN (${CLOSED_MARQUEES.join(', ')}))::int`;

@Injectable()
export class ProjectsService {
  constructor(
    @InjectRepository(ProjectEntity) private readonly projects: Repository<ProjectEntity>,
    @InjectRepository(PropertyEntity) private readonly properties: Repository<PropertyEntity>,
    @InjectRepository(SiteSettingsEntity) private readonly settings: Repository<SiteSettingsEntity>,
  ) {}

  /** Live projects, latest change first. */
  async list(query: Localized<TPropertyDetailQuery>): Promise<ProjectSummaryDto[]> {
    const { locale } = query;
    const projects = await this.projects.find({
      where: { withdrawnAt: IsNull() },
      order: { crmChangedAt: { direction: 'DESC', nulls: 'LAST' }, id: 'DESC' },
    });
    const available = await this.availableUnits(projects.map((project) => project.id));
    return projects.map((project) => toProjectSummaryDto(project, locale, available.get(project.id) ?? 0));
  }

  async detail(id: number, query: Localized<TPropertyDetailQuery>): Promise<ProjectDetailDto> {
    const project = await this.projects.findOneBy({ id });
    if (!project) throw new ProjectException(`Project ${id} does not exist.`, 'PROJECT_NOT_FOUND');
    if (project.withdrawnAt) throw new ProjectException(`Project ${id} is no longer offered.`, 'PROJECT_WITHDRAWN');
    const { locale } = query;
    const [units, marqueeIgnoreList] = await Promise.all([
      this.properties
        .createQueryBuilder('p')
        .where('p.project_id = :id AND p.withdrawn_at IS NULL', { id })
        // The price list reads cheapest first; a withheld price neither orders
        // it nor shows (it sorts last, as in the property list).
        .orderBy(PUBLISHED_PRICE, 'ASC', 'NULLS LAST')
        .addOrderBy('p.id', 'ASC')
        .getMany(),
      readMarqueeIgnoreList(this.settings),
    ]);
    const available = units.filter((unit) => isOnOffer(unit.marquee)).length;
    return toProjectDetailDto(
      project,
      locale,
      units.map((unit) => toPropertySummaryDto(unit, locale, marqueeIgnoreList)),
      available,
    );
  }

  /** One grouped query for every listed project, not one per project. */
  private async availableUnits(projectIds: number[]): Promise<Map<number, number>> {
    if (projectIds.length === 0) return new Map();
    const rows = await this.properties.query<{ projectId: number; available: number }[]>(
      `SELECT u.project_id AS "projectId", ${AVAILABLE_UNITS} AS available
         FROM properties u WHERE u.project_id = ANY($1::int[]) AND u.withdrawn_at IS NULL GROUP BY u.project_id`,
      [projectIds],
    );
    return new Map(rows.map((row) => [row.projectId, row.available]));
  }
}
