import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 23, the budgets of what one stranger can make the site mail:
 *
 * - `leads.budget_network`: the network an abuse budget counts
 *   (budgetNetwork: an IPv4 address, an IPv6 /48), so the visit bookings'
 *   limits and the friends' mails count a client whatever the lead is.
 * - `mail_outbox.budget_network`: set on a mail to an address a visitor
 *   typed (a confirmation), the network that asked for it; indexed for the
 *   count below.
 * - `insert_outbox_rows(mails, limit, since)`: inserts outbox rows, but a
 *   confirmation to an address its network has not been sent one since
 *   `since` only while that network has reached fewer than `limit` such
 *   addresses; past that the row is left out (held back, never queued).
 *   The network's advisory lock, then a count in a later statement (a fresh
 *   snapshot), so two submissions of one network cannot both slip under.
 *   Returns the ids it inserted.
 * - `record_lead` again, with two more arguments (the confirmation budget)
 *   and the ids of the mails it wrote: a form's one round trip stays one.
 */
export class AbuseBudgets1764600000000 implements MigrationInterface {
  name = 'AbuseBudgets1764600000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "leads" ADD "budget_network" text`);
    await queryRunner.query(`ALTER TABLE "mail_outbox" ADD "budget_network" text`);
    await queryRunner.query(
      `CREATE INDEX "IDX_mail_outbox_budget_network" ON "mail_outbox" ("budget_network", "created_at") WHERE "budget_network" IS NOT NULL`,
    );
    await queryRunner.query(`
      CREATE FUNCTION insert_outbox_rows(p_mails jsonb, p_budget_limit integer, p_budget_since timestamptz)
      RETURNS uuid[]
      LANGUAGE plpgsql VOLATILE AS $$
      DECLARE
        v_mail record;
        v_ids uuid[] := '{}';
      BEGIN
        FOR v_mail IN
          SELECT * FROM jsonb_to_recordset(p_mails)
            AS m(id uuid, lead_id uuid, template text, locale text, to_address text, reply_to text, data jsonb, message_id text, budget_network text)
        LOOP
          IF v_mail.budget_network IS NOT NULL THEN
            PERFORM pg_advisory_xact_lock(hashtextextended('confirmation-budget:' || v_mail.budget_network, 0));
            IF NOT EXISTS (
                 SELECT 1 FROM mail_outbox o
                  WHERE o.budget_network = v_mail.budget_network AND o.created_at > p_budget_since AND lower(o.to_address) = lower(v_mail.to_address))
               AND (SELECT count(DISTINCT lower(o.to_address)) FROM mail_outbox o
                     WHERE o.budget_network = v_mail.budget_network AND o.created_at > p_budget_since) >= p_budget_limit THEN
              CONTINUE;
            END IF;
          END IF;
          INSERT INTO mail_outbox (id, lead_id, template, locale, to_address, reply_to, data, message_id, budget_network)
            VALUES (v_mail.id, v_mail.lead_id, v_mail.template, v_mail.locale, v_mail.to_address, v_mail.reply_to, v_mail.data, v_mail.message_id, v_mail.budget_network);
          v_ids := v_ids || v_mail.id;
        END LOOP;
        RETURN v_ids;
      END
      $$`);
    await queryRunner.query(`DROP FUNCTION record_lead(text, timestamptz, integer, timestamptz, jsonb, jsonb)`);
    await queryRunner.query(`
      CREATE FUNCTION record_lead(p_captcha_hash text, p_captcha_expires timestamptz, p_limit integer, p_since timestamptz, p_lead jsonb, p_mails jsonb,
                                  p_budget_limit integer, p_budget_since timestamptz)
      RETURNS TABLE (outcome text, recent timestamptz[], mail_ids uuid[])
      LANGUAGE plpgsql VOLATILE AS $$
      DECLARE
        v_email text := p_lead->>'email';
        v_recent timestamptz[];
      BEGIN
        INSERT INTO captcha_spent (hash, expires_at) VALUES (p_captcha_hash, p_captcha_expires) ON CONFLICT (hash) DO NOTHING;
        IF NOT FOUND THEN
          RETURN QUERY SELECT 'captcha'::text, NULL::timestamptz[], NULL::uuid[];
          RETURN;
        END IF;
        IF v_email IS NOT NULL THEN
          PERFORM pg_advisory_xact_lock(hashtextextended('lead-email:' || v_email, 0));
          SELECT array_agg(l.created_at) INTO v_recent FROM leads l
           WHERE l.email = v_email AND l.kind = p_lead->>'kind' AND l.created_at > p_since;
          IF coalesce(cardinality(v_recent), 0) >= p_limit THEN
            DELETE FROM captcha_spent WHERE hash = p_captcha_hash;
            RETURN QUERY SELECT 'limited'::text, v_recent, NULL::uuid[];
            RETURN;
          END IF;
        END IF;
        INSERT INTO leads (id, kind, state, locale, property_id, project_id, email, fields, utm, page, client_network, budget_network, spam_reason, created_at)
          SELECT r.id, r.kind, r.state, r.locale, r.property_id, r.project_id, r.email, r.fields, r.utm, r.page, r.client_network, r.budget_network, r.spam_reason, r.created_at
            FROM jsonb_populate_record(NULL::leads, p_lead) r;
        RETURN QUERY SELECT 'stored'::text, v_recent, insert_outbox_rows(p_mails, p_budget_limit, p_budget_since);
      END
      $$`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `DROP FUNCTION record_lead(text, timestamptz, integer, timestamptz, jsonb, jsonb, integer, timestamptz)`,
    );
    // As migration 1764560000000-RecordLeadFunction made it.
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
    await queryRunner.query(`DROP FUNCTION insert_outbox_rows(jsonb, integer, timestamptz)`);
    await queryRunner.query(`DROP INDEX "public"."IDX_mail_outbox_budget_network"`);
    await queryRunner.query(`ALTER TABLE "mail_outbox" DROP COLUMN "budget_network"`);
    await queryRunner.query(`ALTER TABLE "leads" DROP COLUMN "budget_network"`);
  }
}
