import {
  agencyRecipientOf,
  emailRetryAfterSeconds,
  leadRetentionCutoff,
  spamReasonOf,
  visitorEmailOf,
} from './lead-rules';

describe(spamReasonOf.name, () => {
  it('quarantines a submission whose hidden field was filled', () => {
    expect(spamReasonOf({ website: 'http://spam.example' })).toBe('honeypot');
  });

  it('lets through an empty or absent honeypot, blanks included', () => {
    expect(spamReasonOf({ website: undefined })).toBeNull();
    expect(spamReasonOf({ website: '  ' })).toBeNull();
  });
});

describe(emailRetryAfterSeconds.name, () => {
  const now = new Date('2026-05-01T12:00:00Z');
  const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

  it('lets an address send while it has fewer leads than the limit in the last hour', () => {
    expect(emailRetryAfterSeconds([minutesAgo(1), minutesAgo(2), minutesAgo(3), minutesAgo(4)], now)).toBe(0);
  });

  it('makes the sixth lead of the hour wait until the oldest leaves the window', () => {
    const recent = [minutesAgo(50), minutesAgo(40), minutesAgo(30), minutesAgo(20), minutesAgo(10)];
    expect(emailRetryAfterSeconds(recent, now)).toBe(10 * 60);
  });

  it('ignores leads older than the window', () => {
    expect(
      emailRetryAfterSeconds(
        [minutesAgo(61), minutesAgo(70), minutesAgo(1), minutesAgo(2), minutesAgo(3), minutesAgo(90)],
        now,
      ),
    ).toBe(0);
  });
});

describe(agencyRecipientOf.name, () => {
  it("sends to the property's manager when the CRM gave an address", () => {
    expect(agencyRecipientOf(' Anne.Agent@Agency.be ', 'leads@agency.be')).toBe('anne.agent@agency.be');
  });

  it('falls back on the agency inbox without a manager or with an unusable address', () => {
    expect(agencyRecipientOf(null, 'leads@agency.be')).toBe('leads@agency.be');
    expect(agencyRecipientOf('', 'leads@agency.be')).toBe('leads@agency.be');
    expect(agencyRecipientOf('anne@agency.be, boss@agency.be', 'leads@agency.be')).toBe('leads@agency.be');
    expect(agencyRecipientOf('not an address', 'leads@agency.be')).toBe('leads@agency.be');
  });
});

describe(visitorEmailOf.name, () => {
  it("reads the form's e-mail, or the offer's first bidder's", () => {
    expect(visitorEmailOf({ email: 'Jan@Example.be' })).toBe('jan@example.be');
    expect(visitorEmailOf({ personA: { email: 'a@example.be' } })).toBe('a@example.be');
    expect(visitorEmailOf({ name: 'x' })).toBeNull();
  });
});

describe(leadRetentionCutoff.name, () => {
  it('keeps leads for the given number of days', () => {
    expect(leadRetentionCutoff(new Date('2026-05-01T00:00:00Z'), 365).toISOString()).toBe('2025-05-01T00:00:00.000Z');
  });
});
