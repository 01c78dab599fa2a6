export * from './isolation';
export * from './wait-for';
export * from './smtp-peer';
export * from './http-client';
export * from './token-issuer';
export * from './publish-event';
