import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedDemo } from './db/seed/seed-demo.ts';
import { httpTransport } from './vendors/seamless-client.ts';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(78);
    }
    throw error;
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateToLatest(database.db);
  if (process.env.SEED !== 'false') {
    await seedDemo(database.db, {
      defaultMerchant: config.defaultMerchant,
      defaultLanguage: config.defaultLanguage,
      defaultPassword: config.defaultPassword,
    });
  }
  // The sandbox vendor calls back over HTTP, as an external vendor would; the in-house one in process.
  const ownUrl = `http://127.0.0.1:${config.port}`;
  const { app, drain } = await buildApp({
    config,
    database,
    vendorTransport: (code) => (code === 'SANDBOX' ? httpTransport(ownUrl) : undefined),
  });
  let closing = false;
  // Draining (decision 0047): /readyz answers 503 at once, the node keeps serving for the drain period so
  // a load balancer takes it out, then close finishes the requests in flight, then the database closes.
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    drain();
    app.log.info({ signal, drainMs: config.shutdownDrainMs }, 'shutting down: draining');
    const timer = setTimeout(() => process.exit(1), config.shutdownDrainMs + 10_000);
    timer.unref();
    await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    app.log.info('shutting down: finishing requests in flight');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info({ url: config.publicUrl, database: database.kind }, 'portal ready');
}

main().catch((error: unknown) => {
  console.error(`Failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
