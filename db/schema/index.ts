export * from './platform';
export * from './crm';
export * from './workspace';
export * from './ledger';
export * from './sales';
export * from './queue';
export * from './messaging';
export * from './payables';
