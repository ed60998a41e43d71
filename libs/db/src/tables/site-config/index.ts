export * from './agency-contact.queries';
