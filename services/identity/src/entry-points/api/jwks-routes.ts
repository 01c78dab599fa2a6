import type { Router } from 'express';
import { createRouter } from '@tp/service-kit';
import type { JWK } from 'jose';

/** The public keys of identity's token signatures, for every service's TokenVerifier (not under /api). */
export function jwksRoutes(publicKeys: JWK[]): Router {
  const router = createRouter();
  router.get('/.well-known/jwks.json', (_req, res) => {
    res.setHeader('cache-control', 'public, max-age=300');
    res.json({ keys: publicKeys });
  });
  return router;
}
