import { AppException } from '../common/app-exception';

export const PropertyExceptionCode = {
  notFound: 'PROPERTY_NOT_FOUND',
  withdrawn: 'PROPERTY_WITHDRAWN',
} as const;
export type PropertyExceptionCode = (typeof PropertyExceptionCode)[keyof typeof PropertyExceptionCode];

export class PropertyException extends AppException<PropertyExceptionCode> {}
