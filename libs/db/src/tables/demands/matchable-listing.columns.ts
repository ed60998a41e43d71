// What the demand match reads of a listing (`matchableListing` in @immo/domain), selected alike by the alerts'
// changed listings, the digest's waiting items and an owner's reach (properties aliased `p`): one list, so a
// criterion added to the match is read by all three.
import { sql } from 'kysely';

export const MATCHABLE_LISTING_COLUMNS = [
  'p.id',
  'p.goal',
  'p.web_id as webId',
  'p.web_ids as webIds',
  'p.zip',
  'p.country_id as countryId',
  'p.city',
  'p.bedrooms',
  sql<number | null>`${sql.ref('p.living_surface')}::float8`.as('livingSurface'),
  'p.epc_label_text as epcLabelText',
  sql<number | null>`${sql.ref('p.energy_performance')}::float8`.as('energyPerformance'),
  'p.has_garden as hasGarden',
  'p.has_terrace as hasTerrace',
  'p.has_parking as hasParking',
  'p.is_new_build as isNewBuild',
] as const;
