import {
  ProjectsListPage,
  projectsListMetadata,
  type ProjectsListRouteProps,
} from '@/components/projects/ProjectsListPage';

export function generateMetadata(props: ProjectsListRouteProps) {
  return projectsListMetadata(props);
}

export default function ProjectsPage(props: ProjectsListRouteProps) {
  return <ProjectsListPage {...props} />;
}
