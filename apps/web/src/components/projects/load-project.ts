import {
  parseRecordId,
  ZProjectDetailDtoSchema,
  ZProjectSummaryListSchema,
  type ProjectDetailDto,
  type ProjectSummaryDto,
} from '@immo/domain';
import type { Locale } from '@immo/i18n';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { localeParams } from '@/lib/locale-params';
import { getJson } from '@/lib/bff';
import { nullWhenMissing } from '@/lib/bff-contract';
import { redirectUnlessCanonical, type DetailRouteParams } from '@/lib/canonical-redirect';
import { projectPath } from '@/lib/project-path';

export type ProjectRouteParams = DetailRouteParams;

/** The live projects, latest change first. */
export function listProjects(locale: Locale): Promise<ProjectSummaryDto[]> {
  return getJson(`/api/projects?locale=${locale}`, ZProjectSummaryListSchema);
}

/**
 * A project's detail, or null when unknown or withdrawn (nullWhenMissing).
 * Cached per render so generateMetadata and the page share one call.
 */
export const getProject = cache((id: number, locale: Locale): Promise<ProjectDetailDto | null> =>
  nullWhenMissing(getJson(`/api/projects/${id}?locale=${locale}`, ZProjectDetailDtoSchema)),
);

/**
 * The project behind a detail URL, after making sure the URL is its canonical
 * one: as for properties, only the id identifies it, and a stale city or name
 * slug answers 308 to the canonical URL. Unknown or withdrawn: 404.
 */
export async function loadCanonicalProject(
  params: Promise<ProjectRouteParams>,
): Promise<{ locale: Locale; project: ProjectDetailDto; canonical: string }> {
  const { locale, city, title, id } = await localeParams(params);
  const projectId = parseRecordId(id);
  if (projectId === null) notFound();
  const project = await getProject(projectId, locale);
  if (!project) notFound();
  const canonical = projectPath(project, locale);
  redirectUnlessCanonical('/projects/', { city, title, id }, locale, canonical);
  return { locale, project, canonical };
}
