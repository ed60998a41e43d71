export * from './price-changes.queries';
export { PropertyPriceChangeEntity } from './property-price-change.entity';
