export * from './validation.ts';
export * from './display-name.ts';
export * from './constants.ts';
export * from './errors.ts';
export * from './app-error.ts';
export * from './theme.ts';
export * from './schemas/common.ts';
export * from './schemas/health.ts';
