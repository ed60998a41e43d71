import { type LeadSummary, type Locale, pickLocalized } from '@immo/domain';

/** What a lead is about, in words: the property by its reference and title ('V-42 · Maison 3 chambres'), or the project by its name. */
export function leadSubjectText(lead: LeadSummary, locale: Locale): string {
  if (lead.property !== null) {
    const title = pickLocalized(lead.property.titles, locale).trim();
    return [lead.property.reference ?? `#${lead.property.id}`, title].filter(Boolean).join(' · ');
  }
  if (lead.projectId === null) return '';
  return pickLocalized(lead.projectNames ?? {}, locale).trim() || `#${lead.projectId}`;
}
