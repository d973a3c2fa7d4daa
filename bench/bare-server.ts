// The baseline: plain Fastify 5, no plugins, logger off, one JSON route. Port from PORT.
import Fastify from 'fastify';

const port = Number(process.env.PORT ?? '0');
const app = Fastify({ logger: false });

app.get('/', async () => ({ hello: 'world' }));

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port, host: '127.0.0.1' });
