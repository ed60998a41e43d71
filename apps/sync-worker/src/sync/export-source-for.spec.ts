import { locationForRecord, missingCrmSource, type CrmSourceEnv } from './export-source-for';

const base: CrmSourceEnv = { NODE_ENV: 'production', SAMPLE_EXPORT_DIR: '/sample', CRM_API_PAGE_SIZE: 500 };

describe(missingCrmSource.name, () => {
  it('refuses a production worker with neither CRM_API_URL nor CRM_EXPORT_DIR, naming both', () => {
    expect(missingCrmSource(base)).toMatch(/CRM_API_URL[\s\S]*CRM_EXPORT_DIR/);
  });

  it('accepts either source in production, and the bundled sample elsewhere', () => {
    expect(missingCrmSource({ ...base, CRM_EXPORT_DIR: '/exports' })).toBeNull();
    expect(
      missingCrmSource({ ...base, CRM_API_URL: 'https://crm.example/api', CRM_API_USER: 'u', CRM_API_PASSWORD: 'p' }),
    ).toBeNull();
    expect(missingCrmSource({ ...base, NODE_ENV: 'development' })).toBeNull();
  });
});

describe(locationForRecord.name, () => {
  it('keeps a URL’s credentials out of what is logged and recorded', () => {
    expect(locationForRecord('https://user:secret@crm.example/api')).toBe('https://crm.example/api');
    expect(locationForRecord('/srv/exports')).toBe('/srv/exports');
  });
});
