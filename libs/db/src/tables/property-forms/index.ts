export * from './friend-sends.queries';
