export * from './agency-contact.queries';
export * from './agency-locale.queries';
