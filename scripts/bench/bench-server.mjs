// The real app (built), plus one bare route returning a constant 8-item array, so the
// benchmark compares our avatar routes with the cost of Fastify itself in the same
// process setup (same plugins and hooks). Started by run.mjs as a child process.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = (p) => path.join(root, 'dist/node/server', p);
const { buildApp } = await import(dist('app.js'));
const { loadConfig } = await import(dist('config.js'));
const { databaseOptionsFor, openDatabase } = await import(dist('db/database.js'));
const { prepareDatabase } = await import(dist('db/prepare.js'));
const { systemClock } = await import(dist('lib/clock.js'));
const { readListingPageJson } = await import(dist('modules/avatars/avatars.service.js'));
const { sendJsonText } = await import(dist('lib/send-json-text.js'));
const { ZAvatarList, ZListAvatarsQuery } = await import(path.join(root, 'dist/node/shared/contracts/avatars.js'));

const config = loadConfig(process.env, path.join(root, 'dist/client'));
const database = openDatabase(databaseOptionsFor(config));
await prepareDatabase(database, { seed: true, clock: systemClock });
const app = await buildApp({ config, database, logger: false });

const BASELINE = Array.from({ length: 8 }, (_, i) => ({
  id: i + 1,
  name: `Avatar ${i + 1}`,
  tagline: 'A constant tagline for the baseline route',
  description: 'A constant description of about the same length as a real avatar description in the catalogue.',
  mainImage: `/media/seed/avatars/${i + 1}-main.svg`,
  profileImage: `/media/seed/avatars/${i + 1}-profile.svg`,
  creatorId: 1,
  monthlyPrice: 1499,
  isVisible: true,
  category: 'lifestyle',
}));
app.get('/api/bench/baseline', async () => BASELINE);
// The avatars list as GET /api/avatars answers it on a page-cache miss (every request reads
// the database and makes the JSON): what a page costs right after a write.
app.get(
  '/api/bench/avatars-uncached',
  { schema: { querystring: ZListAvatarsQuery, response: { 200: ZAvatarList } } },
  async (request, reply) => sendJsonText(reply, await readListingPageJson(app.ctx, request.query)),
);

await app.listen({ port: config.port, host: '127.0.0.1' });
process.send?.({ ready: true });
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
// The benchmark that started this server has gone (killed, or crashed): do not linger.
process.on('disconnect', stop);
