import type { PropertyDetailFields } from '@immo/domain';
import { useTranslations } from 'next-intl';
import { detailGroups, type GroupId } from './detail-groups';
import styles from './DetailPage.module.css';
import { FieldFacts } from './FieldValue';
import { FloodMention } from './FloodMention';
import factsStyles from '@/components/Facts.module.css';
import layout from '@/components/DetailLayout.module.css';

/** Every detail field the CRM gave, one titled `<dl>` per group; the energy group lives in EnergySection. */
export function DetailGroups({ fields }: { fields: PropertyDetailFields }) {
  const tDetail = useTranslations('PropertyDetail');
  const tPage = useTranslations('PropertyPage');
  const titles: Record<Exclude<GroupId, 'energy'>, string> = {
    surfaces: tDetail('groupSurfaces'),
    rooms: tDetail('groupRooms'),
    construction: tDetail('groupConstruction'),
    financial: tPage('financial'),
    equipment: tDetail('groupEquipment'),
    mentions: tPage('planning'),
    lifeAnnuity: tPage('lifeAnnuity'),
  };
  const groups = detailGroups(fields).filter((group) => group.id !== 'energy');
  const hasFloodMention = fields.floodProneArea !== null;
  if (groups.length === 0 && !hasFloodMention) return null;
  if (hasFloodMention && !groups.some((group) => group.id === 'mentions')) groups.push({ id: 'mentions', fields: [] });
  return (
    <section aria-labelledby="details-all" className={`${layout.section} ${styles.groups}`}>
      <h2 id="details-all">{tPage('details')}</h2>
      {groups.map((group) => {
        if (group.id === 'energy') return null;
        const headingId = `group-${group.id}`;
        return (
          <section key={group.id} aria-labelledby={headingId} className={styles.group} data-group={group.id}>
            <h3 id={headingId}>{titles[group.id]}</h3>
            <dl className={`facts ${factsStyles.facts}`}>
              {group.id === 'mentions' && <FloodMention fields={fields} />}
              <FieldFacts fields={group.fields} />
            </dl>
          </section>
        );
      })}
    </section>
  );
}
