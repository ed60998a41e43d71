import type { Locale, ProjectDetailDto } from '@immo/domain';
import { getProject } from '@/components/projects/load-project';

/**
 * The project a unit belongs to, for the link on its page. An extra: a
 * project withdrawn or failing to load leaves the page without the link.
 */
export async function loadUnitProject(projectId: number | null, locale: Locale): Promise<ProjectDetailDto | null> {
  if (projectId === null) return null;
  return getProject(projectId, locale).catch(() => null);
}
