// OpenAPI descriptions of the detail page's extra parts. `implements` ties
// each class to its @immo/domain interface.
import type {
  AsbestosCode,
  GlazingCode,
  HeatingCode,
  KitchenCode,
  Locale,
  MapPosition,
  PropertyContact,
  PropertyDetailFields,
  PropertyDocumentDto,
  RoofCode,
} from '@immo/domain';
import { crmValueCodes, locales } from '@immo/domain';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class PropertyContactResponse implements PropertyContact {
  @ApiProperty() name!: string;
  @ApiPropertyOptional({ type: String, nullable: true }) email!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'As the CRM wrote it; the web formats it' }) phone!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) mobile!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) pictureUrl!: string | null;
}

/** Surfaces in m², widths in m, money in euros, energy in kWh/m²/year, CO₂ in kg/m²/year; null = not given (or withheld: the amounts that reveal an unpublished price). */
export class PropertyDetailFieldsResponse implements PropertyDetailFields {
  @ApiPropertyOptional({ type: Number, nullable: true }) totalSurface!: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) livingSurface!: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) groundSurface!: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) terraceSurface!: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) gardenSurface!: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) officeSurface!: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) constructedSurface!: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) frontWidth!: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) plotWidth!: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) facades!: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) bedrooms!: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) bathrooms!: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) showers!: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) toilets!: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) garages!: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) parkings!: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) floors!: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) constructionYear!: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) renovationYear!: number | null;
  @ApiPropertyOptional({ type: String, nullable: true }) epcLabel!: string | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) energyPerformance!: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) epcTotalConsumption!: number | null;
  @ApiPropertyOptional({ type: String, nullable: true }) epcCertificateNumber!: string | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) co2Emission!: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) cadastralIncome!: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) ownerCharges!: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) renterCharges!: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) notaryFee!: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) registrationRights!: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) vat!: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) totalCost!: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) deposit!: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) agencyCost!: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) inventoryCost!: number | null;
  @ApiPropertyOptional({ enum: crmValueCodes('heating'), nullable: true, description: 'A code, worded by the web' }) heating!: HeatingCode | null;
  @ApiPropertyOptional({ enum: crmValueCodes('kitchen'), nullable: true, description: 'A code, worded by the web' }) kitchen!: KitchenCode | null;
  @ApiPropertyOptional({ enum: crmValueCodes('glazing'), nullable: true, description: 'A code, worded by the web' }) glazing!: GlazingCode | null;
  @ApiPropertyOptional({ enum: crmValueCodes('roof'), nullable: true, description: 'A code, worded by the web' }) roof!: RoofCode | null;
  @ApiPropertyOptional({ type: Boolean, nullable: true }) floodProneArea!: boolean | null;
  @ApiPropertyOptional({ type: String, nullable: true }) floodRiskZone!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) floodPScore!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) floodGScore!: string | null;
  @ApiPropertyOptional({ enum: crmValueCodes('asbestos'), nullable: true, description: 'A code, worded by the web' }) asbestosType!: AsbestosCode | null;
  @ApiPropertyOptional({ type: String, nullable: true }) asbestosDate!: string | null;
  @ApiPropertyOptional({ type: Boolean, nullable: true }) electricityCertificate!: boolean | null;
  @ApiPropertyOptional({ type: Boolean, nullable: true }) gasCertificate!: boolean | null;
  @ApiPropertyOptional({ type: Boolean, nullable: true }) planningPermit!: boolean | null;
  @ApiPropertyOptional({ type: Boolean, nullable: true }) allotmentPermit!: boolean | null;
  @ApiPropertyOptional({ type: Boolean, nullable: true }) preemptiveRights!: boolean | null;
  @ApiPropertyOptional({ type: Boolean, nullable: true }) summons!: boolean | null;
  @ApiPropertyOptional({ type: Boolean, nullable: true }) judicialDecision!: boolean | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) viagerBouquet!: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) viagerMonthlyAnnuity!: number | null;
  @ApiProperty({ type: [Number] }) viagerAnnuitantAges!: number[];
  @ApiPropertyOptional({ type: Boolean, nullable: true }) viagerOccupied!: boolean | null;
  @ApiPropertyOptional({ type: PropertyContactResponse, nullable: true }) manager!: PropertyContactResponse | null;
}

export class PropertyDocumentResponse implements PropertyDocumentDto {
  @ApiProperty() url!: string;
  @ApiProperty() name!: string;
  @ApiPropertyOptional({ type: String, nullable: true, example: 'plan' }) type!: string | null;
  @ApiPropertyOptional({ enum: locales, nullable: true }) locale!: Locale | null;
}

export class PropertyPositionResponse implements MapPosition {
  @ApiProperty() lat!: number;
  @ApiProperty() lng!: number;
}
