import { parseRecordId } from '@immo/domain';
import { notFound, permanentRedirect } from 'next/navigation';
import { getProject } from '@/components/projects/load-project';
import { projectPath } from '@/lib/project-path';
import { localeParams } from '@/lib/locale-params';

/**
 * The route table's original '/project/{id}/', like '/property/{id}/': the
 * proxy has put the visitor's language in front; the slugs need the project
 * itself, so we look it up and answer 308 to its canonical URL.
 */
export default async function LegacyProjectPage({ params }: { params: Promise<{ locale: string; id: string }> }) {
  const { locale, id } = await localeParams(params);
  const projectId = parseRecordId(id);
  if (projectId === null) notFound();
  const project = await getProject(projectId, locale);
  if (!project) notFound();
  permanentRedirect(projectPath(project, locale));
}
