export * from './duty-rules';
export * from './registration-duty';
export * from './notary-fees';
export * from './mortgage';
export * from './costs-query';
export * from './purchase-costs';
