import { Client } from 'pg';
import { insertOutboxMail, insertOutboxRows, outboxRows } from '../src/sql/outbox-insert';

describe('the outbox insert both apps use', () => {
  let client: Client;
  const data = { agency: { name: 'Immo' } } as never;

  beforeAll(async () => {
    client = new Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query('BEGIN');
  });

  afterAll(async () => {
    await client.query('ROLLBACK');
    await client.end();
  });

  it('writes a queued mail with its Message-ID at the sender’s domain', async () => {
    const id = await insertOutboxMail(
      client,
      { template: 'demand-alert', locale: 'nl', to: 'someone@example.com', data },
      'alerts@immo.example',
    );
    const { rows } = await client.query(
      `SELECT template, locale, to_address, state, attempts, message_id, data FROM mail_outbox WHERE id = $1`,
      [id],
    );
    expect(rows[0]).toEqual({
      template: 'demand-alert',
      locale: 'nl',
      to_address: 'someone@example.com',
      state: 'queued',
      attempts: 0,
      message_id: `<${id}@immo.example>`,
      data,
    });
  });

  it('holds back a confirmation past its network’s budget, and needs the budget to decide', async () => {
    const mail = (to: string) => ({
      template: 'confirm-subscription' as const,
      locale: 'fr' as const,
      to,
      data,
      budgetNetwork: '203.0.113.0/24',
    });
    const rows = outboxRows(
      [mail('a@example.com'), mail('b@example.com'), mail('c@example.com')],
      'agency@immo.example',
    );
    await expect(insertOutboxRows(client, rows)).rejects.toThrow(/no budget/);
    const written = await insertOutboxRows(client, rows, { limit: 2, since: new Date(Date.now() - 3_600_000) });
    expect(written).toEqual([rows[0]?.id, rows[1]?.id]);
  });
});
