// The make part's public face: the CLI and parts above make import it only through this file.
export * from './assets/index.ts';
