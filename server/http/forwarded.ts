import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { serverNotices } from '../db/schema';

export const UNTRUSTED_PROXY = 'untrustedProxy';

/**
 * Behind a proxy that TRUST_PROXY does not name, every request seems to come from the proxy: the
 * sign-in limits then count all users as one address, and thirty wrong passwords by anyone block
 * everyone's sign-in. Nothing else shows it, so the first request that carries X-Forwarded-For
 * from a peer whose header is not believed (its address is still the peer's) is logged, once per
 * process, and kept in the database for the settings screen (README, "Configuration").
 */
export function watchForwardedFor(app: FastifyInstance, database: Database): void {
  let noted = false;
  app.addHook('onRequest', async (req) => {
    if (noted || req.headers['x-forwarded-for'] === undefined) return;
    const peer = req.socket.remoteAddress ?? '';
    // Believed when the peer is a trusted proxy: `ips` then goes on past it into the header. (The
    // client's address alone can equal the peer's, as for a browser on the proxy's own machine.)
    if ((req.ips?.length ?? 0) > 1) return;
    noted = true;
    req.log.warn(
      { peer },
      'X-Forwarded-For arrives from a peer that TRUST_PROXY does not name: every user shares its address for the sign-in limits. Set TRUST_PROXY to the proxy.',
    );
    const now = new Date();
    await database.db
      .insert(serverNotices)
      .values({ kind: UNTRUSTED_PROXY, detail: peer, firstSeenAt: now, lastSeenAt: now })
      .onConflictDoUpdate({
        target: serverNotices.kind,
        set: { detail: peer, lastSeenAt: now },
      })
      // The database not answering: the next process start notices again; the request goes on.
      .catch(() => undefined);
  });
}
