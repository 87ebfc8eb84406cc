// Runs the reference platform server: `tsx scripts/server/main.ts` (PORT, HOST, DB_PATH, SITE_DIR from the
// environment). It listens on 127.0.0.1 unless HOST says otherwise (HOST=0.0.0.0 serves the demo to the network; the
// lab and /_received still answer only on this machine).
import { startServer } from './server';

const port = Number(process.env.PORT ?? 4173);
if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be 0-65535, not ${process.env.PORT}`);

const server = await startServer({
  port,
  ...(process.env.HOST ? { host: process.env.HOST } : {}),
  dbPath: process.env.DB_PATH ?? '.data/platform.sqlite',
  ...(process.env.SITE_DIR ? { siteDir: process.env.SITE_DIR } : {}),
});
console.log(`Platform server at ${server.url} (received: ${server.url}/_received)`);

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: closing`);
  await server.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
