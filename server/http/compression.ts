import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Answers are compressed on the fly (brotli, else gzip) above 1 KiB: a report list or a roll's
 * details shrinks several times, which counts on the gate's weak signal, while a tiny answer would
 * cost more in CPU and headers than it saves. Built assets come precompressed from disk
 * (server/http/static.ts) with their Content-Encoding already set, which this plugin leaves alone,
 * so nothing is compressed twice. Request bodies are not decompressed: the app never sends
 * compressed bodies, and inflating them would let a small upload grow past the body limit's intent.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    globalDecompression: false,
  });
}
