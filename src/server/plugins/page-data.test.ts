import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { PageDataSources, pageDataPlugin } from './page-data.ts';
import { spaPlugin } from './spa.ts';

describe('page data', () => {
  it('takes one source per kind and names a missing one', async () => {
    const sources = new PageDataSources();
    const source = { load: async () => null };
    sources.provide('initialUser', source);
    expect(sources.get('initialUser')).toBe(source);
    expect(() => sources.provide('initialUser', source)).toThrow("Page data 'initialUser' is provided twice");
    expect(() => sources.get('initialAvatar')).toThrow("No module provides the page data 'initialAvatar'");
  });

  it('keeps the app from starting while a kind the route table uses has no source', async () => {
    const app = Fastify({ logger: false });
    await app.register(cookie);
    await app.register(pageDataPlugin);
    app.pageData.provide('initialUser', { load: async () => null });
    await app.register(spaPlugin, {
      clientDir: undefined,
      uploadsDir: '/tmp/page-data-test-uploads',
      brand: {} as never,
    });
    await expect(app.ready()).rejects.toThrow("No module provides the page data 'initialAvatar'");
    await app.close();
  });
});
