/** A type (WebID) entry: Maison, Appartement – Loft, … (see `PROPERTY_TYPES`). */
export interface PropertyType {
  ID: number;
  WebID: number;
  Name: string;
  ShowOrder: number;
  Sale: boolean;
  Rent: boolean;
  language: string;
  countSaleProperty: number;
  countRentProperty: number;
}
