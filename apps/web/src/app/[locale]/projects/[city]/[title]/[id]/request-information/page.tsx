import {
  ProjectFormRoute,
  projectFormMetadata,
  type ProjectFormRouteProps,
} from '@/components/property-forms/ProjectFormRoute';

export function generateMetadata(props: ProjectFormRouteProps) {
  return projectFormMetadata(props);
}

export default function Page(props: ProjectFormRouteProps) {
  return <ProjectFormRoute {...props} />;
}
