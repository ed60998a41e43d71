export const ProjectExceptionCode = {
  notFound: 'PROJECT_NOT_FOUND',
  withdrawn: 'PROJECT_WITHDRAWN',
} as const;
export type ProjectExceptionCode = (typeof ProjectExceptionCode)[keyof typeof ProjectExceptionCode];

export class ProjectException extends Error {
  constructor(
    message: string,
    readonly code: ProjectExceptionCode,
  ) {
    super(message);
    this.name = ProjectException.name;
  }
}
