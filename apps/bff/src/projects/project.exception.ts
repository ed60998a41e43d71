import { AppException } from '../common/app-exception';

export const ProjectExceptionCode = {
  notFound: 'PROJECT_NOT_FOUND',
  withdrawn: 'PROJECT_WITHDRAWN',
} as const;
export type ProjectExceptionCode = (typeof ProjectExceptionCode)[keyof typeof ProjectExceptionCode];

export class ProjectException extends AppException<ProjectExceptionCode> {}
