import type { Domain, Service } from './index';

/**
 * What the app knows of a call without loading its schemas: the shape of each entry of the
 * generated table (`meta.gen.ts`) that `client.ts` reads. Apart from both, so the generated file
 * needs nothing of the module that imports it.
 */
export interface CallMeta {
  readonly service: Service;
  readonly domain: Domain;
  readonly kind: 'read' | 'save';
  readonly method: 'GET' | 'POST';
}
