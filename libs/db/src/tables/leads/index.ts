export * from './lead-mails.queries';
