import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';

/** Listens, and on SIGTERM/SIGINT closes the app (its onClose hooks release every connection). */
export async function runService(app: FastifyInstance, host: string, port: number): Promise<void> {
  closeWithGrace({ delay: 10_000 }, async ({ err }) => {
    if (err) app.log.error({ err }, 'closing after a fatal error');
    await app.close();
  });
  await app.listen({ host, port });
}
