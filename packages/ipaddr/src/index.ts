export * from './cidr';
export * from './ipv4';
export * from './ipv6';
export * from './ranges';
export * from './strict';
export * from './validation-errors';
