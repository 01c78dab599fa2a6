import type { Router } from 'express';
import type { JWK } from 'jose';
import { createRouter, type ServiceContext } from '@tp/service-kit';

export interface PublishedKeys {
  /** Every public key: the JWKS document, and what identity checks tokens with. */
  publicKeys: JWK[];
}

/** The public keys of identity's token signatures, for every service's TokenVerifier (not under /api). */
export function jwksRoutes(deps: PublishedKeys, _ctx: ServiceContext): Router {
  const router = createRouter();
  router.get('/.well-known/jwks.json', (_req, res) => {
    res.setHeader('cache-control', 'public, max-age=300');
    res.json({ keys: deps.publicKeys });
  });
  return router;
}
