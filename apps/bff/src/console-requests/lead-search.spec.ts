import { ZLeadFilterSchema } from '@immo/domain';
import { AGENT_EMAIL, leadWhere } from './lead-search';

describe('leadWhere', () => {
  it('has no condition without a filter', () => {
    expect(leadWhere({})).toEqual({ sql: 'TRUE', params: [] });
  });

  it('bounds the period by Brussels midnights, the last day included', () => {
    const where = leadWhere({ from: '2026-03-29', to: '2026-03-29' });
    expect(where.sql).toContain(`l.created_at >= ($1::date::timestamp AT TIME ZONE 'Europe/Brussels')`);
    expect(where.sql).toContain(`l.created_at < (($2::date + 1)::timestamp AT TIME ZONE 'Europe/Brussels')`);
    expect(where.params).toEqual(['2026-03-29', '2026-03-29']);
  });

  it('reads digits as an id or a reference, anything else as a reference', () => {
    expect(leadWhere({ property: '42' })).toEqual({
      sql: '(l.property_id = $2 OR p.reference ILIKE $1)',
      params: ['%42%', 42],
    });
    expect(leadWhere({ property: 'AB_1' }).params).toEqual(['%AB\\_1%']);
  });

  it('tells the three states and the unassigned apart', () => {
    expect(leadWhere({ state: 'normal' }).sql).toBe(`l.state = 'received' AND l.duplicate_of IS NULL`);
    const unassigned = leadWhere({ state: 'duplicate', agent: 'none' }).sql;
    expect(unassigned).toMatch(
      /^l\.duplicate_of IS NOT NULL AND \(CASE WHEN l\.agent_reassigned_at IS NULL THEN .*manager.* ELSE l\.assigned_agent_email END\) IS NULL$/s,
    );
  });

  it("reads a lead's agent as its property's manager until an operator reassigns it", () => {
    expect(leadWhere({ agent: 'sophie@immo.example' })).toEqual({
      sql: `(${AGENT_EMAIL}) = $1`,
      params: ['sophie@immo.example'],
    });
    expect(AGENT_EMAIL).toContain(`CASE WHEN l.agent_reassigned_at IS NULL THEN`);
  });

  it('uses one parameter for the text in the e-mail and the names', () => {
    const where = leadWhere(ZLeadFilterSchema.parse({ q: 'Liège', kind: 'offer' }));
    expect(where.params).toEqual(['offer', '%Liège%']);
    expect(where.sql.match(/\$2/g)).toHaveLength(2);
  });
});
