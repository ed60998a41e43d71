import * as db from '@immo/db';
import type { DataSource } from 'typeorm';
import type { BffEnv } from '../config/env';
import { ManageAlertsService } from './manage-alerts.service';
import { signManageAlertsToken, signUnsubscribeToken } from './subscription-tokens';

jest.mock('@immo/db', () => ({
  ...jest.requireActual<object>('@immo/db'),
  manageLinkOwner: jest.fn(),
  alertsOfAddress: jest.fn(),
  setAlertFrequency: jest.fn(),
  setAlertPaused: jest.fn(),
  lockAddressAlert: jest.fn(),
  discardWaitingAlertMails: jest.fn(),
}));
jest.mock('../leads/presentation-names', () => ({
  presentationNames: jest.fn(async () => ({ propertyTypes: {}, places: {} })),
}));

const SECRET = 'a-test-secret-of-at-least-32-characters';
const ANNE = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const ANNE_OTHER = '7a1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const BOB = '8b1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const mocked = jest.mocked(db);

// The address each demand belongs to, as the queries' WHERE email = … would see it.
const owners: Record<string, string> = {
  [ANNE]: 'anne@example.be',
  [ANNE_OTHER]: 'anne@example.be',
  [BOB]: 'bob@example.be',
};

describe(ManageAlertsService.name, () => {
  const deleted: string[] = [];
  const manager = { delete: jest.fn(async (_entity: unknown, where: { id: string }) => void deleted.push(where.id)) };
  const dataSource = { transaction: async (work: (m: typeof manager) => Promise<unknown>) => work(manager) };
  const service = new ManageAlertsService(
    dataSource as unknown as DataSource,
    {
      SUBSCRIPTION_TOKEN_SECRET: SECRET,
      DEFAULT_LOCALE: 'fr',
    } as BffEnv,
  );

  beforeEach(() => {
    jest.clearAllMocks();
    deleted.length = 0;
    mocked.manageLinkOwner.mockImplementation(async (_db, id) =>
      owners[id] ? { email: owners[id], locale: 'nl' } : undefined,
    );
    mocked.alertsOfAddress.mockResolvedValue([]);
    const ofAddress = async (_db: unknown, email: string, id: string) => owners[id] === email;
    mocked.setAlertFrequency.mockImplementation(ofAddress);
    mocked.setAlertPaused.mockImplementation(ofAddress);
    mocked.lockAddressAlert.mockImplementation(async (_db, email, id) => (owners[id] === email ? { id } : undefined));
  });

  it("changes an alert of the link's own address", async () => {
    const answer = await service.setFrequency(signManageAlertsToken(ANNE, SECRET), ANNE_OTHER, 'daily');
    expect(answer.locale).toBe('nl');
    expect(mocked.setAlertFrequency).toHaveBeenCalledWith(dataSource, 'anne@example.be', ANNE_OTHER, 'daily');
  });

  it("refuses to touch another address's alert with a valid link", async () => {
    const token = signManageAlertsToken(ANNE, SECRET);
    await expect(service.setFrequency(token, BOB, 'daily')).rejects.toMatchObject({ code: 'SUBSCRIPTION_NOT_FOUND' });
    await expect(service.setPaused(token, BOB, true)).rejects.toMatchObject({ code: 'SUBSCRIPTION_NOT_FOUND' });
    await expect(service.remove(token, BOB)).rejects.toMatchObject({ code: 'SUBSCRIPTION_NOT_FOUND' });
    expect(deleted).toEqual([]);
    expect(mocked.discardWaitingAlertMails).not.toHaveBeenCalledWith(expect.anything(), BOB);
  });

  it('refuses a forged link, one signed with another secret and an unsubscribe token', async () => {
    const forged = `${signManageAlertsToken(ANNE, SECRET).slice(0, -3)}abc`;
    const otherSecret = signManageAlertsToken(ANNE, `${SECRET}!`);
    const unsubscribe = signUnsubscribeToken({ kind: 'demand', id: ANNE }, SECRET);
    for (const token of [forged, otherSecret, unsubscribe]) {
      await expect(service.read(token)).rejects.toMatchObject({ code: 'SUBSCRIPTION_NOT_FOUND' });
    }
    expect(mocked.manageLinkOwner).not.toHaveBeenCalled();
  });

  it("gives another alert's link when the link's own alert is deleted", async () => {
    mocked.alertsOfAddress.mockResolvedValue([{ id: ANNE_OTHER } as db.AddressAlertRow]);
    const answer = await service.remove(signManageAlertsToken(ANNE, SECRET), ANNE);
    expect(deleted).toEqual([ANNE]);
    expect(answer.token).toBe(signManageAlertsToken(ANNE_OTHER, SECRET));
  });
});
