import { propertyFormKinds, type PropertyFormKind, type PropertyFormsDto, type RentTerms } from '@immo/domain';
import { ApiProperty } from '@nestjs/swagger';

export class RentTermsResponse implements RentTerms {
  @ApiProperty({ type: Number, nullable: true, description: 'Net monthly income asked, in euros (a multiple of the rent)' })
  minimumIncome!: number | null;
  @ApiProperty({ type: Number, nullable: true })
  maximumPersons!: number | null;
  @ApiProperty({ example: 3 })
  depositMonths!: number;
  @ApiProperty({ type: Number, nullable: true, description: 'depositMonths × the monthly rent; null while the rent is on request' })
  deposit!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: "First month's rent + charges + inventory share + deposit" })
  firstPayment!: number | null;
}

export class PropertyFormsResponse implements PropertyFormsDto {
  @ApiProperty({ enum: propertyFormKinds, isArray: true })
  forms!: PropertyFormKind[];
  @ApiProperty({ type: RentTermsResponse, nullable: true })
  rentTerms!: RentTermsResponse | null;
  @ApiProperty()
  documentCount!: number;
}
