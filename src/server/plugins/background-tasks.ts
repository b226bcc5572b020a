import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BackgroundTasks } from '../lib/background-tasks.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Work finished after the answer (email); drained when the app closes. */
    background: BackgroundTasks;
  }
}

/**
 * Work a request starts and its answer does not wait for. Registered after the mailer, so
 * on close (hooks run in reverse order) every queued email is sent before the mailer shuts.
 */
export const backgroundTasksPlugin = fp(
  async (app: FastifyInstance) => {
    const background = new BackgroundTasks(app.log);
    app.decorate('background', background);
    app.addHook('onClose', async () => background.drain());
  },
  { name: 'background-tasks', dependencies: ['mailer'] },
);
