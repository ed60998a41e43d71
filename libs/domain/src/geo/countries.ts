// CRM CountryID values (spec §9). Belgium is the agency's home country.
export const COUNTRY_BELGIUM = 10;
export const COUNTRY_LUXEMBOURG = 50;
