import { toPropertyDetailFields, toPropertyDocuments, toStoredDetails, toVideoUrls } from './detail-fields';

const summary = { bedrooms: 2, epcLabelText: 'C', energyPerformance: 142 };

// One record as readDetails cleans it from the sample export.
const sampleDetails = {
  SurfaceTotal: 110,
  SurfaceLiving: 94,
  FrontWidth: 8,
  Facades: 3,
  Bedrooms: 3,
  Bathrooms: 1,
  Garages: 0,
  ConstructionYear: 1927,
  EPCValue: 229,
  CO2Emission: 48,
  CadastralIncome: 1043,
  NotaryFee: 3050,
  Heating: 'Gaz',
  Glazing: 'Double vitrage',
  AsbestosType: 'Niet asbestveilig',
  AsbestosDate: '2025-11-08',
  ElectricityCertificate: 'Non conforme',
  GasCertificate: 'Conforme',
  PlanningPermit: 'true',
  AllotmentPermit: 'false',
  PreemptiveRights: 'oui',
  Summons: '0',
  FloodZone: { Type: 'effective', Score: 'B', Plot: true, Building: false },
  Manager: {
    Name: 'Sophie Lambert',
    Phone: '+32 2 640 12 34',
    Email: 'sophie.lambert@immo.example',
    PictureUrl: '/sample-photos/thumb.svg',
  },
  Documents: [{ Url: 'https://documents.crm.example/V-1/plan.pdf', Name: 'Plan', Type: 'plan', LanguageId: 2 }],
  Videos: [{ Url: 'https://www.youtube.com/watch?v=F6afqILEb3O' }],
};

describe(toPropertyDetailFields.name, () => {
  it('maps numbers, texts and the manager from their CRM names', () => {
    const fields = toPropertyDetailFields(sampleDetails, summary);
    expect(fields).toMatchObject({
      totalSurface: 110,
      livingSurface: 94,
      frontWidth: 8,
      facades: 3,
      bedrooms: 3,
      garages: 0,
      constructionYear: 1927,
      energyPerformance: 229,
      co2Emission: 48,
      cadastralIncome: 1043,
      notaryFee: 3050,
      heating: 'gas',
      glazing: 'double',
      asbestosType: 'notAsbestosSafe',
      epcLabel: 'C',
      manager: {
        name: 'Sophie Lambert',
        phone: '+32 2 640 12 34',
        email: 'sophie.lambert@immo.example',
        mobile: null,
        pictureUrl: '/sample-photos/thumb.svg',
      },
    });
  });

  it('turns text flags and certificate outcomes into booleans', () => {
    const fields = toPropertyDetailFields(sampleDetails, summary);
    expect(fields).toMatchObject({
      planningPermit: true,
      allotmentPermit: false,
      preemptiveRights: true,
      summons: false,
      judicialDecision: null,
      electricityCertificate: false,
      gasCertificate: true,
    });
  });

  it('keeps the asbestos date as a calendar date and drops one that is not', () => {
    expect(toPropertyDetailFields(sampleDetails, summary).asbestosDate).toBe('2025-11-08');
    expect(toPropertyDetailFields({ AsbestosDate: '2025-1-8 00:00:00' }, summary).asbestosDate).toBe('2025-01-08');
    expect(toPropertyDetailFields({ AsbestosDate: 'soon' }, summary).asbestosDate).toBeNull();
  });

  it('reads the flood zone: an effective zone is flood-prone, type none is not', () => {
    expect(toPropertyDetailFields(sampleDetails, summary)).toMatchObject({
      floodProneArea: true,
      floodRiskZone: 'effective',
      floodPScore: 'B',
    });
    const safe = toPropertyDetailFields(
      { FloodZone: { Type: 'none', Score: 'A', Plot: false, Building: false } },
      summary,
    );
    expect(safe).toMatchObject({ floodProneArea: false, floodRiskZone: null, floodPScore: 'A' });
    expect(toPropertyDetailFields({}, summary).floodProneArea).toBeNull();
  });

  it('reads equipment words of any language as codes, and drops words it does not know', () => {
    const fields = toPropertyDetailFields(
      { Heating: 'Mazout', Kitchen: 'Américaine', Roof: 'Ardoises', Glazing: 'Vitrage maison' },
      summary,
    );
    expect(fields).toMatchObject({ heating: 'oil', kitchen: 'openPlan', roof: 'slate', glazing: null });
  });

  it("keeps the manager's phone and mobile, both", () => {
    const fields = toPropertyDetailFields(
      { Manager: { Name: 'Anne', Phone: '02 555 12 12', Mobile: '0475 12 34 56' } },
      summary,
    );
    expect(fields.manager).toMatchObject({ phone: '02 555 12 12', mobile: '0475 12 34 56' });
  });

  it('gives null for every missing or unreadable value and falls back to the summary columns', () => {
    const fields = toPropertyDetailFields(
      { SurfaceTotal: 'big', Heating: '  ', Manager: { Phone: '02 123' } },
      summary,
    );
    expect(fields.totalSurface).toBeNull();
    expect(fields.heating).toBeNull();
    expect(fields.manager).toBeNull();
    expect(fields.bedrooms).toBe(2);
    expect(fields.energyPerformance).toBe(142);
    expect(fields.viagerAnnuitantAges).toEqual([]);
  });

  it('reads the life-annuity fields', () => {
    const fields = toPropertyDetailFields({ ViagerBouquet: 50000, ViagerRent: '850', ViagerAges: '72, 75' }, summary);
    expect(fields).toMatchObject({ viagerBouquet: 50000, viagerMonthlyAnnuity: 850, viagerAnnuitantAges: [72, 75] });
  });

  it('reads amounts written with thousands separators as the import does', () => {
    const fields = toPropertyDetailFields({ CadastralIncome: '1.250', NotaryFee: '3 050,50' }, summary);
    expect(fields).toMatchObject({ cadastralIncome: 1250, notaryFee: 3050.5 });
  });
});

describe(toPropertyDocuments.name, () => {
  it('maps the documents with their language', () => {
    expect(toPropertyDocuments(sampleDetails)).toEqual([
      { url: 'https://documents.crm.example/V-1/plan.pdf', name: 'Plan', type: 'plan', locale: 'fr' },
    ]);
  });

  it('names a document by its file when the CRM gives no name and skips entries without a web link', () => {
    const documents = toPropertyDocuments({
      Documents: [
        { Url: 'https://x.example/epc%20certificate.pdf', LanguageId: 9 },
        { Url: 'javascript:alert(1)' },
        { Name: 'x' },
      ],
    });
    expect(documents).toEqual([
      { url: 'https://x.example/epc%20certificate.pdf', name: 'epc certificate.pdf', type: null, locale: null },
    ]);
  });

  it('keeps a page whose unnamed document link holds a stray %', () => {
    expect(toPropertyDocuments({ Documents: [{ Url: 'https://x.example/100%.pdf' }] })[0]?.name).toBe('100%.pdf');
  });

  it('gives an empty list when the CRM sent none', () => {
    expect(toPropertyDocuments({})).toEqual([]);
  });
});

describe(toVideoUrls.name, () => {
  it('lists the video links', () => {
    expect(toVideoUrls(sampleDetails)).toEqual(['https://www.youtube.com/watch?v=F6afqILEb3O']);
    expect(toVideoUrls({ Videos: [{}, 'x'] })).toEqual([]);
  });
});

describe(toStoredDetails.name, () => {
  it('stores the fields, documents, videos and tour in the shape the BFF serves', () => {
    const stored = toStoredDetails({ ...sampleDetails, VirtualTourUrl: 'my.matterport.com/show/?m=1' }, summary);
    expect(stored.fields).toEqual(toPropertyDetailFields(sampleDetails, summary));
    expect(stored.documents).toEqual(toPropertyDocuments(sampleDetails));
    expect(stored.videoUrls).toEqual(['https://www.youtube.com/watch?v=F6afqILEb3O']);
    expect(stored.virtualTourUrl).toBe('https://my.matterport.com/show/?m=1');
  });
});
