import { ownerRecord } from '../../../test/support/reference/reference-records';
import { mapCrmOwner } from './map-crm-owner';

describe(mapCrmOwner.name, () => {
  it('reads the owner with a lower-cased e-mail, the locale and the whole history', () => {
    const result = mapCrmOwner(
      ownerRecord(5, {
        LanguageId: 2,
        PropertyIDs: [4102, '4101', 4102],
        Visits: [{ ID: 1, PropertyID: 4101, Date: '2026-03-10 14:00:00', Status: 'Planned', Remark: 'Second visit' }],
        Communications: [
          {
            ID: 2,
            PropertyID: 4101,
            Date: '2026-03-09',
            Channel: 'email',
            Subject: 'Offer',
            Body: '<p>Hello<img src=x onerror=y></p>',
          },
        ],
        OnlineMedia: [
          {
            ID: 3,
            PropertyID: 4101,
            Portal: 'Immoweb',
            Url: 'https://www.immoweb.be/x',
            PublishedDate: '2026-03-01 00:00:00',
          },
        ],
      }),
    );
    if (!result.ok) throw new Error(result.rejection.reason);
    expect(result.notes).toEqual([]);
    expect(result.row).toMatchObject({
      id: 5,
      email: 'owner5@example.be',
      locale: 'fr',
      property_ids: [4101, 4102],
      visits: [{ id: 1, property_id: 4101, date: '2026-03-10 14:00:00', status: 'planned', remark: 'Second visit' }],
      communications: [
        {
          id: 2,
          property_id: 4101,
          date: '2026-03-09 00:00:00',
          channel: 'email',
          subject: 'Offer',
          body: '<p>Hello</p>',
        },
      ],
      online_media: [
        {
          id: 3,
          property_id: 4101,
          portal: 'Immoweb',
          url: 'https://www.immoweb.be/x',
          published_at: '2026-03-01 00:00:00',
        },
      ],
    });
  });

  it('rejects an owner without e-mail: it could never log in', () => {
    expect(mapCrmOwner(ownerRecord(6, { Email: '' }))).toEqual({
      ok: false,
      rejection: { id: 6, reason: 'GetOwnerList: missing Email' },
    });
  });

  it('rejects an e-mail that is no address', () => {
    const result = mapCrmOwner(ownerRecord(6, { Email: 'anne at home' }));
    expect(!result.ok && result.rejection.reason).toBe('GetOwnerList: Email "anne at home" is not an e-mail address');
  });

  it('leaves a broken history entry out with a note and keeps the owner', () => {
    const result = mapCrmOwner(
      ownerRecord(7, {
        Visits: [
          { ID: 1, PropertyID: 4101, Date: 'tomorrow', Status: 'planned' },
          { ID: 2, PropertyID: 4101, Date: '2026-03-10 14:00:00', Status: 'done' },
          { ID: 2, PropertyID: 4101, Date: '2026-03-11 14:00:00', Status: 'done' },
        ],
        OnlineMedia: [{ ID: 3, Portal: 'Immoweb', Url: 'javascript:alert(1)' }],
      }),
    );
    if (!result.ok) throw new Error(result.rejection.reason);
    expect(result.row.visits.map((visit) => visit.id)).toEqual([2]);
    expect(result.row.online_media).toEqual([]);
    expect(result.notes).toEqual([
      'Visits 1 left out: Date "tomorrow" is not a date YYYY-MM-DD HH:mm:ss',
      'Visits 2 appears twice: the first was kept',
      'OnlineMedia 3 left out: Url "javascript:alert(1)" is not a web address',
    ]);
  });
});
