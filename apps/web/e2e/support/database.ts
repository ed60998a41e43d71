// The run's database (made by the Playwright global setup), for specs that
// write what a page must then show, or read what an action stored.
import { Client } from 'pg';

export async function withDatabase<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error('E2E_DATABASE_URL is not set: run through the Playwright global setup');
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
