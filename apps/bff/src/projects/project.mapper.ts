// Entity → API DTO for projects. As for properties, this is where the
// publication flag is enforced: an unpublished address (and the position
// that would reveal it) never leaves the BFF.
import {
  documentFileName,
  isLocale,
  localizedCities,
  localizedCity,
  locales,
  pickLocalized,
  type Locale,
  type ProjectDetailDto,
  type ProjectSummaryDto,
  type PropertyDocumentDto,
  type PropertySummaryDto,
} from '@immo/domain';
import { safeHttpUrl } from '@immo/platform';
import { safePictures } from '../properties/property.mapper';
import type { ProjectDocument, ProjectEntity } from '@immo/db';

export function toProjectSummaryDto(project: ProjectEntity, locale: Locale, unitsAvailable: number): ProjectSummaryDto {
  return {
    id: project.id,
    name: pickLocalized(project.names, locale),
    city: localizedCity(project, locale),
    zip: project.zip ?? '',
    countryId: project.countryId,
    picture: safePictures(project.pictures)[0] ?? null,
    priceFrom: project.priceFrom,
    priceTo: project.priceTo,
    unitsAvailable,
    externalUrl: safeHttpUrl(project.externalUrl, { assumeHttps: true }),
  };
}

/** A document without a name is listed under its type, else its file name; one without a web address is not listed. */
function toDocumentDto(document: ProjectDocument): PropertyDocumentDto[] {
  const url = safeHttpUrl(document.url);
  if (!url) return [];
  return [
    {
      url,
      name: document.name?.trim() || document.type?.trim() || documentFileName(document.url),
      type: document.type,
      locale: document.locale !== null && isLocale(document.locale) ? document.locale : null,
    },
  ];
}

export function toProjectDetailDto(
  project: ProjectEntity,
  locale: Locale,
  units: PropertySummaryDto[],
  unitsAvailable: number,
): ProjectDetailDto {
  const address = project.publishAddress;
  const position =
    address && project.latitude !== null && project.longitude !== null
      ? { latitude: project.latitude, longitude: project.longitude }
      : null;
  return {
    ...toProjectSummaryDto(project, locale, unitsAvailable),
    description: pickLocalized(project.descriptions, locale),
    publishAddress: address,
    street: address ? project.street : null,
    houseNumber: address ? project.houseNumber : null,
    boxNr: address ? project.boxNr : null,
    position,
    pictures: safePictures(project.pictures),
    documents: project.documents.flatMap(toDocumentDto),
    units,
    names: Object.fromEntries(locales.map((each) => [each, pickLocalized(project.names, each)])),
    cities: localizedCities(project),
  };
}
