import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { PageData, PageDataName } from '../../shared/routes.ts';

/**
 * One kind of page data (src/shared/routes.ts), loaded for a page request by the module
 * that owns it. `undefined` means there is nothing to show: a page about it is not found.
 */
export interface PageDataSource<K extends PageDataName> {
  load(request: FastifyRequest, params: Readonly<Record<string, string>>): Promise<PageData[K] | undefined>;
  /** The image the screen paints largest, for routes that preload it with the page. */
  image?(data: PageData[K]): string | null;
}

/** The sources modules provide, one per kind, kept per app instance. */
export class PageDataSources {
  readonly #sources = new Map<PageDataName, PageDataSource<never>>();

  provide<K extends PageDataName>(name: K, source: PageDataSource<K>): void {
    if (this.#sources.has(name)) throw new Error(`Page data '${name}' is provided twice`);
    this.#sources.set(name, source as unknown as PageDataSource<never>);
  }

  get<K extends PageDataName>(name: K): PageDataSource<K> {
    const source = this.#sources.get(name);
    if (!source) throw new Error(`No module provides the page data '${name}'`);
    return source as unknown as PageDataSource<K>;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Where modules provide the data the SPA plugin embeds in pages (see plugins/spa.ts). */
    pageData: PageDataSources;
  }
}

/** Registered before the modules, which provide their page data as they register. */
export const pageDataPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('pageData', new PageDataSources());
  },
  { name: 'page-data' },
);
