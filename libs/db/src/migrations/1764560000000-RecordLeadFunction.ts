import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A form's lead in one round trip (LeadRecorder.record): the captcha answer
 * spent, the visitor's address locked and its recent leads counted, then the
 * lead and its outbox rows, in one statement. On the forms' busiest path a
 * round trip to PostgreSQL costs more than the work around it
 * (docs/benchmarks.md, "Forms").
 *
 * Outcomes: 'captcha' (the answer was spent already: nothing written),
 * 'limited' (p_limit leads of this kind from the address since p_since:
 * nothing written, the answer left unspent, `recent` says when a place
 * frees), 'stored'. The function is VOLATILE, so its count takes a snapshot
 * after the lock: two submissions of one address cannot both slip under the
 * limit. Inside a caller's transaction it writes into that transaction.
 */
export class RecordLeadFunction1764560000000 implements MigrationInterface {
  name = 'RecordLeadFunction1764560000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION record_lead(p_captcha_hash text, p_captcha_expires timestamptz, p_limit integer, p_since timestamptz, p_lead jsonb, p_mails jsonb)
      RETURNS TABLE (outcome text, recent timestamptz[])
      LANGUAGE plpgsql VOLATILE AS $$
      DECLARE
        v_email text := p_lead->>'email';
        v_recent timestamptz[];
      BEGIN
        INSERT INTO captcha_spent (hash, expires_at) VALUES (p_captcha_hash, p_captcha_expires) ON CONFLICT (hash) DO NOTHING;
        IF NOT FOUND THEN
          RETURN QUERY SELECT 'captcha'::text, NULL::timestamptz[];
          RETURN;
        END IF;
        IF v_email IS NOT NULL THEN
          PERFORM pg_advisory_xact_lock(hashtextextended('lead-email:' || v_email, 0));
          SELECT array_agg(l.created_at) INTO v_recent FROM leads l
           WHERE l.email = v_email AND l.kind = p_lead->>'kind' AND l.created_at > p_since;
          IF coalesce(cardinality(v_recent), 0) >= p_limit THEN
            DELETE FROM captcha_spent WHERE hash = p_captcha_hash;
            RETURN QUERY SELECT 'limited'::text, v_recent;
            RETURN;
          END IF;
        END IF;
        INSERT INTO leads (id, kind, state, locale, property_id, project_id, email, fields, utm, page, client_network, spam_reason, created_at)
          SELECT r.id, r.kind, r.state, r.locale, r.property_id, r.project_id, r.email, r.fields, r.utm, r.page, r.client_network, r.spam_reason, r.created_at
            FROM jsonb_populate_record(NULL::leads, p_lead) r;
        INSERT INTO mail_outbox (id, lead_id, template, locale, to_address, reply_to, data, message_id)
          SELECT m.id, m.lead_id, m.template, m.locale, m.to_address, m.reply_to, m.data, m.message_id
            FROM jsonb_to_recordset(p_mails) AS m(id uuid, lead_id uuid, template text, locale text, to_address text, reply_to text, data jsonb, message_id text);
        RETURN QUERY SELECT 'stored'::text, v_recent;
      END
      $$`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP FUNCTION record_lead(text, timestamptz, integer, timestamptz, jsonb, jsonb)`);
  }
}
