import {
  containsPattern,
  leadFilterParams,
  leadNameOf,
  leadPhoneOf,
  leadReference,
  ZAssignLeadBodySchema,
  ZLeadListQuerySchema,
} from './console-requests';

describe('the leads filter', () => {
  it('reads empty GET form fields as no filter, page 1', () => {
    expect(
      ZLeadListQuerySchema.parse({ kind: '', from: '', to: '', property: ' ', state: '', agent: '', q: '' }),
    ).toEqual({ page: 1 });
  });

  it('keeps each filter, the agent lower-cased', () => {
    const parsed = ZLeadListQuerySchema.parse({
      kind: 'contact-me',
      from: '2026-11-01',
      to: '2026-11-30',
      property: 'AB123',
      state: 'quarantine',
      agent: 'Anne@Agence.be',
      q: ' Dupont ',
      page: '3',
    });
    expect(parsed).toEqual({
      kind: 'contact-me',
      from: '2026-11-01',
      to: '2026-11-30',
      property: 'AB123',
      state: 'quarantine',
      agent: 'anne@agence.be',
      q: 'Dupont',
      page: 3,
    });
  });

  it('refuses an unknown kind, a day that is not one, and a period that ends before it starts', () => {
    expect(ZLeadListQuerySchema.safeParse({ kind: 'nope' }).success).toBe(false);
    expect(ZLeadListQuerySchema.safeParse({ from: '2026-02-30' }).success).toBe(false);
    expect(ZLeadListQuerySchema.safeParse({ from: '2026-11-02', to: '2026-11-01' }).success).toBe(false);
    expect(ZLeadListQuerySchema.safeParse({ from: '2026-11-01', to: '2026-11-01' }).success).toBe(true);
  });

  it('gives back the filter as query pairs, empty ones left out', () => {
    expect(leadFilterParams({ kind: 'offer', q: undefined, page: 2 })).toEqual([
      ['kind', 'offer'],
      ['page', '2'],
    ]);
  });

  it('matches a text anywhere with its own wildcards taken literally', () => {
    expect(containsPattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });
});

describe('assigning', () => {
  it('reads an empty choice as no one', () => {
    expect(ZAssignLeadBodySchema.parse({ agent: '' })).toEqual({ agent: null });
    expect(ZAssignLeadBodySchema.safeParse({ agent: 'not an address' }).success).toBe(false);
  });
});

describe('leadNameOf', () => {
  it('takes first and last name, else the one name field', () => {
    expect(leadNameOf({ firstName: 'Anne', lastName: 'Peeters' })).toBe('Anne Peeters');
    expect(leadNameOf({ name: 'Marc' })).toBe('Marc');
    expect(leadNameOf({})).toBe('');
  });

  it('names an offer by its first buyer, whose phone it shows too', () => {
    const offer = { amount: 350000, personA: { firstName: 'Hélène', lastName: 'Dubois', phone: '0475 12 34 56' } };
    expect(leadNameOf(offer)).toBe('Hélène Dubois');
    expect(leadPhoneOf(offer)).toBe('0475 12 34 56');
  });
});

describe('leadReference', () => {
  it('reads as eight characters, not a UUID', () => {
    expect(leadReference('6f1c7a52-6a0e-4a43-9a57-0d1f0f3f8e11')).toBe('6F1C7A52');
  });
});
