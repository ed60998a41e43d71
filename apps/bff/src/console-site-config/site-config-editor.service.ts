import {
  type FooterBlockFormOutput,
  menuPageConflicts,
  type MenuPageNode,
  type MenuPageFormOutput,
  type SaveIntent,
  type SiteConfigEditor,
  type SiteConfigEntity,
  type SiteSettingsFormOutput,
  type TopBarItemFormOutput,
  type TVisitHours,
} from '@immo/domain';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { InvalidRequestException } from '../common/zod-validation.pipe';
import {
  FooterBlockEntity,
  MenuPageEntity,
  SiteSettingsEntity,
  TopBarItemEntity,
  SiteConfigDraftEntity,
} from '@immo/db';
import { SiteConfigException, SiteConfigExceptionCode } from '../site-config/site-config.exception';
import {
  footerBlockFields,
  footerBlockFormValues,
  footerBlockName,
  topBarItemFields,
  topBarItemFormValues,
  topBarItemName,
} from './frame-items.mapper';
import { SiteConfigAnnouncer } from './site-config-announcer';
import { SiteConfigChanges } from './site-config-changes';
import {
  menuPageFields,
  menuPageFormValues,
  settingsFields,
  settingsFormValues,
  type StoredFields,
  visitHoursValues,
} from './site-config-fields.mapper';

export interface SaveOutcome {
  status: 'draft' | 'published' | 'unchanged';
  changeId: number | null;
}

const SETTINGS_KEY = '1';

/**
 * The console's editor: the forms' values (a waiting draft over the live
 * row), saving as a draft or live, publishing and dropping drafts. A live
 * change goes through SiteConfigChanges (logged, undoable), then every
 * cached public answer is dropped.
 */
@Injectable()
export class SiteConfigEditorService {
  constructor(
    @InjectRepository(SiteSettingsEntity) private readonly settings: Repository<SiteSettingsEntity>,
    @InjectRepository(MenuPageEntity) private readonly pages: Repository<MenuPageEntity>,
    @InjectRepository(TopBarItemEntity) private readonly topBarItems: Repository<TopBarItemEntity>,
    @InjectRepository(FooterBlockEntity) private readonly footerBlocks: Repository<FooterBlockEntity>,
    @InjectRepository(SiteConfigDraftEntity) private readonly drafts: Repository<SiteConfigDraftEntity>,
    private readonly changes: SiteConfigChanges,
    private readonly announcer: SiteConfigAnnouncer,
  ) {}

  async editor(): Promise<SiteConfigEditor> {
    const [settings, pages, topBarItems, footerBlocks, drafts] = await Promise.all([
      this.settings.findOneByOrFail({ id: 1 }),
      this.pages.find({ order: { parentId: 'ASC', sort: 'ASC', id: 'ASC' } }),
      this.topBarItems.find({ order: { sort: 'ASC', id: 'ASC' } }),
      this.footerBlocks.find({ order: { sort: 'ASC', id: 'ASC' } }),
      this.drafts.find(),
    ]);
    const draftOf = (entity: SiteConfigEntity, key: string) =>
      drafts.find((draft) => draft.entity === entity && draft.entityKey === key)?.fields;
    const settingsDraft = draftOf('settings', SETTINGS_KEY);
    const shownSettings = Object.assign(
      Object.create(SiteSettingsEntity.prototype) as SiteSettingsEntity,
      settings,
      settingsDraft,
    );
    const visitDraft = settingsDraft !== undefined && 'visitHours' in settingsDraft;
    return {
      settings: {
        values: settingsFormValues(shownSettings),
        hasDraft: settingsDraft !== undefined && Object.keys(settingsDraft).some((field) => field !== 'visitHours'),
      },
      visitHours: { values: visitHoursValues(shownSettings), hasDraft: visitDraft },
      pages: pages.map((page) => {
        const draft = draftOf('menu-page', String(page.id));
        return {
          id: page.id,
          name: page.name,
          values: menuPageFormValues({ ...page, ...draft } as MenuPageEntity),
          hasDraft: draft !== undefined,
        };
      }),
      topBarItems: topBarItems.map((item) => {
        const draft = draftOf('top-bar-item', String(item.id));
        const shown = { ...item, ...draft } as TopBarItemEntity;
        return {
          id: item.id,
          name: topBarItemName(shown),
          values: topBarItemFormValues(shown),
          hasDraft: draft !== undefined,
        };
      }),
      footerBlocks: footerBlocks.map((block) => {
        const draft = draftOf('footer-block', String(block.id));
        const shown = { ...block, ...draft } as FooterBlockEntity;
        return {
          id: block.id,
          name: footerBlockName(shown),
          values: footerBlockFormValues(shown),
          hasDraft: draft !== undefined,
        };
      }),
      drafts: drafts.length,
    };
  }

  async saveSettings(form: SiteSettingsFormOutput, intent: SaveIntent, operatorId: number): Promise<SaveOutcome> {
    const current = await this.settings.findOneByOrFail({ id: 1 });
    return this.save('settings', SETTINGS_KEY, settingsFields(form, current), intent, operatorId);
  }

  saveVisitHours(visitHours: TVisitHours | null, intent: SaveIntent, operatorId: number): Promise<SaveOutcome> {
    return this.save('settings', SETTINGS_KEY, { visitHours }, intent, operatorId);
  }

  async savePage(id: number, form: MenuPageFormOutput, intent: SaveIntent, operatorId: number): Promise<SaveOutcome> {
    const current = await this.pages.findOneBy({ id });
    if (!current) throw new SiteConfigException(`No menu page ${id}.`, SiteConfigExceptionCode.notFound);
    // Against the other pages as they will be once every draft is published, so publishing them all cannot clash.
    const conflicts = menuPageConflicts(await this.menuAfterDrafts(), id, form);
    if (Object.keys(conflicts).length > 0)
      throw new InvalidRequestException(Object.entries(conflicts).map(([path, message]) => ({ path, message })));
    return this.save('menu-page', String(id), menuPageFields(form, current), intent, operatorId);
  }

  async saveTopBarItem(
    id: number,
    form: TopBarItemFormOutput,
    intent: SaveIntent,
    operatorId: number,
  ): Promise<SaveOutcome> {
    if (!(await this.topBarItems.existsBy({ id })))
      throw new SiteConfigException(`No top bar item ${id}.`, SiteConfigExceptionCode.notFound);
    return this.save('top-bar-item', String(id), topBarItemFields(form), intent, operatorId);
  }

  async saveFooterBlock(
    id: number,
    form: FooterBlockFormOutput,
    intent: SaveIntent,
    operatorId: number,
  ): Promise<SaveOutcome> {
    if (!(await this.footerBlocks.existsBy({ id })))
      throw new SiteConfigException(`No footer block ${id}.`, SiteConfigExceptionCode.notFound);
    return this.save('footer-block', String(id), footerBlockFields(form), intent, operatorId);
  }

  /** Every waiting draft put live, each a logged change. */
  async publishAll(operatorId: number): Promise<{ published: number }> {
    const drafts = await this.drafts.find();
    let published = 0;
    for (const draft of drafts) {
      if (await this.changes.apply(draft.entity as SiteConfigEntity, draft.entityKey, draft.fields, operatorId))
        published += 1;
      await this.drafts.delete({ entity: draft.entity, entityKey: draft.entityKey });
    }
    await this.announcer.changed();
    return { published };
  }

  async discardAll(): Promise<{ discarded: number }> {
    const result = await this.drafts.createQueryBuilder().delete().execute();
    return { discarded: result.affected ?? 0 };
  }

  async undo(id: string, operatorId: number): Promise<SaveOutcome> {
    const logged = await this.changes.find(id);
    if (logged?.entity === 'menu-page' && ('path' in logged.before || 'parentId' in logged.before)) {
      // The former path may be another page's by now, or the former parent under this page.
      const pageId = Number(logged.entityKey);
      const page = (await this.menuAfterDrafts()).find((node) => node.id === pageId);
      const restored = {
        path: String(logged.before['path'] ?? page?.path ?? ''),
        parentId: 'parentId' in logged.before ? (logged.before['parentId'] as number | null) : (page?.parentId ?? null),
      };
      const clashes = Object.keys(menuPageConflicts(await this.menuAfterDrafts(), pageId, restored));
      if (clashes.length > 0) {
        const refusal = new SiteConfigException(
          `Change ${id}: its former ${clashes.join(', ')} would clash with another page.`,
          SiteConfigExceptionCode.changedSince,
        );
        refusal.details = { fields: clashes };
        throw refusal;
      }
    }
    const change = await this.changes.undo(id, operatorId);
    await this.announcer.changed();
    return { status: 'published', changeId: Number(change.id) };
  }

  /** Every page's path and parent with the waiting drafts laid over them. */
  private async menuAfterDrafts(): Promise<MenuPageNode[]> {
    const [pages, drafts] = await Promise.all([
      this.pages.find({ select: { id: true, path: true, parentId: true } }),
      this.drafts.findBy({ entity: 'menu-page' }),
    ]);
    return pages.map((page) => {
      const draft = drafts.find((candidate) => candidate.entityKey === String(page.id))?.fields ?? {};
      return {
        id: page.id,
        path: typeof draft['path'] === 'string' ? draft['path'] : page.path,
        parentId: 'parentId' in draft ? (draft['parentId'] as number | null) : page.parentId,
      };
    });
  }

  private async save(
    entity: SiteConfigEntity,
    key: string,
    fields: StoredFields,
    intent: SaveIntent,
    operatorId: number,
  ): Promise<SaveOutcome> {
    const draft = await this.drafts.findOneBy({ entity, entityKey: key });
    if (intent === 'draft') {
      await this.drafts.save({
        entity,
        entityKey: key,
        fields: { ...draft?.fields, ...JSON.parse(JSON.stringify(fields)) },
        operatorId,
        updatedAt: new Date(),
      });
      return { status: 'draft', changeId: null };
    }
    const change = await this.changes.apply(entity, key, fields, operatorId);
    // The form showed the draft's values for these fields and now put them live; a draft of other fields waits on.
    if (draft) {
      const left = Object.fromEntries(Object.entries(draft.fields).filter(([field]) => !(field in fields)));
      if (Object.keys(left).length === 0) await this.drafts.delete({ entity, entityKey: key });
      else await this.drafts.save({ ...draft, fields: left });
    }
    if (change) await this.announcer.changed();
    return { status: change ? 'published' : 'unchanged', changeId: change ? Number(change.id) : null };
  }
}
