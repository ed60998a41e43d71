import {
  ProjectDetailPage,
  projectDetailMetadata,
  type ProjectRouteProps,
} from '@/components/projects/ProjectDetailPage';

export function generateMetadata(props: ProjectRouteProps) {
  return projectDetailMetadata(props);
}

export default function ProjectPage(props: ProjectRouteProps) {
  return <ProjectDetailPage {...props} />;
}
