import { catalogueChangedChannel } from '@immo/domain';
import { Redis } from 'ioredis';
import request from 'supertest';
import type { App } from 'supertest/types';
import { loadEnv } from '../src/config/env';
import { operatorCookie } from './support/operator-login';
import { createTestApp, type TestApp } from './support/test-app';

interface SiteConfigAnswer {
  phone: string;
  topBar: { items: { label: string; link: string }[] };
  footer: { blocks: { title: string }[] };
  menu: { path: string; title: string; children: unknown[] }[];
}
interface ChangeRow {
  id: number;
  entity: string;
  key: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  operatorId: number | null;
  operatorName: string | null;
  createdAt: string;
  undoOf: number | null;
}
type Values = Record<string, string | boolean>;

/** The editor's values are by field name (`titles.fr`); a form sends them nested, as react-hook-form does. */
function nested(values: Values): Record<string, unknown> {
  const out: Record<string, Record<string, unknown> | string | boolean> = {};
  for (const [name, value] of Object.entries(values)) {
    const [head, tail] = name.split('.') as [string, string | undefined];
    if (tail === undefined) out[head] = value;
    else out[head] = { ...(out[head] as Record<string, unknown> | undefined), [tail]: value };
  }
  return out;
}

describe('console site configuration: drafts, publish, change log and undo', () => {
  let testApp: TestApp;
  let server: App;
  let cookie: string;
  let operatorId: number;
  let originalSettings: Record<string, unknown>;
  let originalPages: Record<string, unknown>[];
  let originalFrame: { top: Record<string, unknown>[]; footer: Record<string, unknown>[] };

  const post = (path: string) => request(server).post(`/api/console/site-config${path}`).set('cookie', cookie);
  type Row = { id: number; values: Values; hasDraft: boolean };
  const editor = async () =>
    (await request(server).get('/api/console/site-config').set('cookie', cookie).expect(200)).body as {
      settings: { values: Values; hasDraft: boolean };
      pages: Row[];
      topBarItems: Row[];
      footerBlocks: Row[];
      drafts: number;
    };
  const publicConfig = () => request(server).get('/api/site-config?locale=fr');
  const changes = async () =>
    (
      (await request(server).get('/api/console/site-config/changes').set('cookie', cookie).expect(200)).body as {
        items: ChangeRow[];
      }
    ).items;
  /** The form as the console shows it, with `edits`: what an operator sends. */
  const settingsForm = async (edits: Values) => nested({ ...(await editor()).settings.values, ...edits });
  const pageForm = async (path: string, edits: Values) => {
    const page = (await editor()).pages.find((candidate) => candidate.values['path'] === path);
    if (!page) throw new Error(`no page ${path}`);
    return { id: page.id, form: nested({ ...page.values, ...edits }) };
  };

  beforeAll(async () => {
    testApp = await createTestApp({ RESPONSE_CACHE_MB: 1 });
    server = testApp.app.getHttpServer() as App;
    cookie = await operatorCookie(testApp.app, 'ops-site@example.be');
    const [operator] = (await testApp.dataSource.query(
      `SELECT id FROM operator_accounts WHERE email = 'ops-site@example.be'`,
    )) as { id: number }[];
    operatorId = operator?.id ?? 0;
    originalSettings =
      (
        (await testApp.dataSource.query('SELECT phone, copyright, gtm_id FROM site_settings WHERE id = 1')) as Record<
          string,
          unknown
        >[]
      )[0] ?? {};
    originalPages = (await testApp.dataSource.query('SELECT id, titles, path FROM menu_pages')) as Record<
      string,
      unknown
    >[];
    originalFrame = {
      top: (await testApp.dataSource.query('SELECT id, labels, link FROM top_bar_items')) as Record<string, unknown>[],
      footer: (await testApp.dataSource.query(
        'SELECT id, titles, intro_texts, full_texts FROM footer_blocks',
      )) as Record<string, unknown>[],
    };
  });

  afterAll(async () => {
    // The run's other specs read the seeded configuration.
    await testApp.dataSource.query('UPDATE site_settings SET phone = $1, copyright = $2, gtm_id = $3 WHERE id = 1', [
      originalSettings['phone'],
      originalSettings['copyright'],
      originalSettings['gtm_id'],
    ]);
    for (const page of originalPages)
      await testApp.dataSource.query('UPDATE menu_pages SET titles = $1, path = $2 WHERE id = $3', [
        page['titles'],
        page['path'],
        page['id'],
      ]);
    for (const item of originalFrame.top)
      await testApp.dataSource.query('UPDATE top_bar_items SET labels = $1, link = $2 WHERE id = $3', [
        item['labels'],
        item['link'],
        item['id'],
      ]);
    for (const block of originalFrame.footer)
      await testApp.dataSource.query('UPDATE footer_blocks SET titles = $1 WHERE id = $2', [
        block['titles'],
        block['id'],
      ]);
    await testApp.dataSource.query('DELETE FROM site_config_drafts');
    await testApp.dataSource.query('DELETE FROM site_config_changes');
    await testApp.app.close();
  });

  it('answers 401 without a console session and 403 to another site', async () => {
    await request(server).get('/api/console/site-config').expect(401);
    await request(server).get('/api/console/site-config/preview?locale=fr').expect(401);
    await request(server).post('/api/console/site-config/settings').send({ phone: '0470 00 00 00' }).expect(401);
    await request(server).post('/api/console/site-config/publish').expect(401);
    await post('/publish').set('origin', 'https://evil.example').expect(403);
  });

  it('keeps a draft out of the public answers until published, then shows it and drops the cached answer', async () => {
    const { id, form } = await pageForm('for-sale', { 'titles.fr': 'Biens à acheter' });
    await post('/settings')
      .send({ ...(await settingsForm({ phone: '0476 98 76 54' })), intent: 'draft' })
      .expect(200, { status: 'draft', changeId: null });
    await post(`/pages/${id}`)
      .send({ ...form, intent: 'draft' })
      .expect(200);

    const before = await publicConfig().expect(200);
    expect((before.body as SiteConfigAnswer).phone).toBe('0475123456');
    expect((await publicConfig().expect(200)).headers['x-cache']).toBe('HIT');
    // The operator's preview already shows it.
    const preview = (
      await request(server).get('/api/console/site-config/preview?locale=fr').set('cookie', cookie).expect(200)
    ).body as SiteConfigAnswer;
    expect(preview.phone).toBe('0476 98 76 54');
    expect(preview.menu.find((entry) => entry.path === 'for-sale')?.title).toBe('Biens à acheter');
    expect((await editor()).drafts).toBe(2);

    await post('/publish').expect(200, { published: 2 });
    const after = await publicConfig().expect(200);
    expect(after.headers['x-cache']).toBe('MISS');
    expect((after.body as SiteConfigAnswer).phone).toBe('0476 98 76 54');
    expect((after.body as SiteConfigAnswer).menu.find((entry) => entry.path === 'for-sale')?.title).toBe(
      'Biens à acheter',
    );
    expect((await editor()).drafts).toBe(0);

    const [pageChange, settingsChange] = await changes();
    expect(settingsChange).toMatchObject({
      entity: 'settings',
      key: '1',
      before: { phone: '0475123456' },
      after: { phone: '0476 98 76 54' },
      operatorId,
      operatorName: 'Test operator',
      undoOf: null,
    });
    expect(Date.now() - Date.parse(settingsChange?.createdAt ?? '')).toBeLessThan(60_000);
    expect(pageChange).toMatchObject({ entity: 'menu-page', key: String(id), operatorId });
    expect(Object.keys(pageChange?.after ?? {})).toEqual(['titles']);
    const audit = (await testApp.dataSource.query(
      `SELECT action FROM operator_actions WHERE operator_id = $1 ORDER BY id`,
      [operatorId],
    )) as { action: string }[];
    expect(audit.map((row) => row.action)).toEqual(
      expect.arrayContaining(['site-config.settings', 'site-config.page', 'site-config.publish']),
    );
  });

  it('refuses what would break the public site with field errors, and writes nothing', async () => {
    const countBefore = (await changes()).length;
    const bad = await post('/settings')
      .send({ ...(await settingsForm({ phone: 'call us', gtmId: 'UA-123', metaPixelId: 'x' })), intent: 'publish' })
      .expect(400);
    expect((bad.body as { issues: { path: string; message: string }[] }).issues).toEqual(
      expect.arrayContaining([
        { path: 'phone', message: 'phone' },
        { path: 'gtmId', message: 'gtmIdInvalid' },
        { path: 'metaPixelId', message: 'metaPixelIdInvalid' },
      ]),
    );
    const parent = await pageForm('Notre-agence', {});
    const { id, form } = await pageForm('contact', {
      path: 'for-rent',
      redirect: 'on',
      redirectUrl: 'javascript:alert(1)',
    });
    const taken = await post(`/pages/${id}`)
      .send({ ...form, redirectUrl: '', redirect: false, intent: 'publish' })
      .expect(400);
    expect((taken.body as { issues: unknown[] }).issues).toEqual([{ path: 'path', message: 'slugTaken' }]);
    const url = await post(`/pages/${id}`)
      .send({ ...form, intent: 'publish' })
      .expect(400);
    expect((url.body as { issues: unknown[] }).issues).toEqual([{ path: 'redirectUrl', message: 'urlInvalid' }]);
    const loop = await post(`/pages/${parent.id}`)
      .send({ ...parent.form, parentId: String(parent.id), intent: 'publish' })
      .expect(400);
    expect((loop.body as { issues: unknown[] }).issues).toEqual([{ path: 'parentId', message: 'parentLoop' }]);
    const hours = await post('/visit-hours')
      .send({
        enabled: 'on',
        weekly: { mon: '10:00-12:00, 11:00-13:00' },
        slotMinutes: '30',
        visitorsPerSlot: '2',
        changeCutoffHours: '24',
        daysAhead: '21',
        noticeHours: '2',
      })
      .expect(400);
    expect((hours.body as { issues: unknown[] }).issues).toEqual([
      { path: 'weekly.mon', message: 'visitHoursOverlap' },
    ]);

    expect(await changes()).toHaveLength(countBefore);
    expect((await editor()).drafts).toBe(0);
    expect(((await publicConfig().expect(200)).body as SiteConfigAnswer).phone).toBe('0476 98 76 54');
  });

  it('announces a published change to the other BFFs and the workers (which revalidate every web server)', async () => {
    const env = loadEnv();
    const subscriber = new Redis(env.REDIS_URL);
    try {
      const heard: string[] = [];
      subscriber.on('message', (_channel: string, message: string) => heard.push(message));
      await subscriber.subscribe(catalogueChangedChannel(env.QUEUE_PREFIX));
      await post('/settings')
        .send({ ...(await settingsForm({ gtmId: 'GTM-ABC1234' })), intent: 'publish' })
        .expect(200);
      for (let wait = 0; wait < 50 && heard.length === 0; wait += 1)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(heard).toEqual(['site-config']);
    } finally {
      subscriber.disconnect();
    }
  });

  it('undoes a change as a new logged change, and refuses an undo over a later change', async () => {
    const first = (
      await post('/settings')
        .send({ ...(await settingsForm({ phone: '0477 11 22 33' })), intent: 'publish' })
        .expect(200)
    ).body as { changeId: number };
    const second = (
      await post('/settings')
        .send({ ...(await settingsForm({ phone: '0478 44 55 66' })), intent: 'publish' })
        .expect(200)
    ).body as { changeId: number };

    const refused = await post(`/changes/${first.changeId}/undo`).expect(409);
    expect(refused.body).toMatchObject({ code: 'SITE_CONFIG_CHANGED_SINCE', fields: ['phone'] });

    const undone = (await post(`/changes/${second.changeId}/undo`).expect(200)).body as { changeId: number };
    expect(((await publicConfig().expect(200)).body as SiteConfigAnswer).phone).toBe('0477 11 22 33');
    const [undo] = await changes();
    expect(undo).toMatchObject({
      id: undone.changeId,
      undoOf: second.changeId,
      before: { phone: '0478 44 55 66' },
      after: { phone: '0477 11 22 33' },
      operatorId,
    });
    expect((await post(`/changes/${second.changeId}/undo`).expect(409)).body).toMatchObject({
      code: 'SITE_CONFIG_ALREADY_UNDONE',
    });
    // The first change can be undone now that what followed it is undone.
    await post(`/changes/${first.changeId}/undo`).expect(200);
    expect(((await publicConfig().expect(200)).body as SiteConfigAnswer).phone).toBe('0476 98 76 54');
  });

  it('edits a top bar link and a footer column, refusing a link a browser must not open', async () => {
    const state = await editor();
    const [item] = state.topBarItems;
    const [block] = state.footerBlocks;
    if (!item || !block) throw new Error('the seed has a top bar and a footer');
    const bad = await post(`/top-bar-items/${item.id}`)
      .send({ ...nested({ ...item.values, link: 'javascript:alert(1)' }), intent: 'publish' })
      .expect(400);
    expect((bad.body as { issues: unknown[] }).issues).toEqual([{ path: 'link', message: 'urlInvalid' }]);
    await post(`/top-bar-items/${item.id}`)
      .send({ ...nested({ ...item.values, 'labels.fr': 'Appelez-nous', link: 'tel:+32475123456' }), intent: 'publish' })
      .expect(200);
    await post(`/footer-blocks/${block.id}`)
      .send({ ...nested({ ...block.values, 'titles.fr': 'Nos horaires' }), intent: 'draft' })
      .expect(200);
    await post('/publish').expect(200, { published: 1 });
    const config = (await publicConfig().expect(200)).body as SiteConfigAnswer;
    expect(config.topBar.items).toContainEqual(
      expect.objectContaining({ label: 'Appelez-nous', link: 'tel:+32475123456' }),
    );
    expect(config.footer.blocks.map((shown) => shown.title)).toContain('Nos horaires');
    // The footer's public flags survive the round trip through the form.
    const [stored] = (await testApp.dataSource.query(
      'SELECT intro_texts, full_texts FROM footer_blocks WHERE id = $1',
      [block.id],
    )) as Record<string, unknown>[];
    const original = originalFrame.footer.find((row) => row['id'] === block.id);
    expect(stored).toEqual({ intro_texts: original?.['intro_texts'], full_texts: original?.['full_texts'] });
  });

  it('refuses a path a waiting draft already gives another page, and an undo that would bring back a path taken since', async () => {
    const privacy = await pageForm('Privacy-statement', { path: 'Legal-notes' });
    await post(`/pages/${privacy.id}`)
      .send({ ...privacy.form, intent: 'draft' })
      .expect(200);
    const disclaimer = await pageForm('Disclaimer', { path: 'legal-notes' });
    const clash = await post(`/pages/${disclaimer.id}`)
      .send({ ...disclaimer.form, intent: 'draft' })
      .expect(400);
    expect((clash.body as { issues: unknown[] }).issues).toEqual([{ path: 'path', message: 'slugTaken' }]);
    await post('/drafts/discard').expect(200, { discarded: 1 });

    const moved = (
      await post(`/pages/${disclaimer.id}`)
        .send({ ...disclaimer.form, path: 'Legal-notes', intent: 'publish' })
        .expect(200)
    ).body as { changeId: number };
    const cookies = await pageForm('Cookie-policy', { path: 'Disclaimer' });
    const taken = (
      await post(`/pages/${cookies.id}`)
        .send({ ...cookies.form, intent: 'publish' })
        .expect(200)
    ).body as { changeId: number };
    const refused = await post(`/changes/${moved.changeId}/undo`).expect(409);
    expect(refused.body).toMatchObject({ code: 'SITE_CONFIG_CHANGED_SINCE', fields: ['path'] });
    await post(`/changes/${taken.changeId}/undo`).expect(200);
    await post(`/changes/${moved.changeId}/undo`).expect(200);
    const paths = (
      (await testApp.dataSource.query(`SELECT path FROM menu_pages WHERE id = ANY($1) ORDER BY path`, [
        [disclaimer.id, cookies.id],
      ])) as { path: string }[]
    ).map((row) => row.path);
    expect(paths).toEqual(['Cookie-policy', 'Disclaimer']);
  });
});
