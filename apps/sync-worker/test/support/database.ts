import type { DataSource } from 'typeorm';
import { loadEnv } from '../../src/config/env';
import { createDataSource } from '../../src/database/data-source';

/** The run's fresh database (DATABASE_URL from tools/test-db). */
export function openTestDatabase(): Promise<DataSource> {
  return createDataSource(loadEnv()).initialize();
}

/** Properties, projects and runs: another spec's projects would otherwise count as live ones this spec withdraws. */
export async function emptyCatalogue(dataSource: DataSource): Promise<void> {
  await dataSource.query('TRUNCATE properties, projects, sync_runs RESTART IDENTITY');
}

export interface StoredProperty {
  id: number;
  titles: Record<string, string>;
  zip: string;
  country_id: number;
  withdrawn_at: Date | null;
  imported_at: Date;
}

export async function storedProperties(dataSource: DataSource): Promise<Map<number, StoredProperty>> {
  const rows = (await dataSource.query(
    'SELECT id, titles, zip, country_id, withdrawn_at, imported_at FROM properties ORDER BY id',
  )) as StoredProperty[];
  return new Map(rows.map((row) => [row.id, row]));
}
