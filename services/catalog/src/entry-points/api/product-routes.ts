import type { Request, Router } from 'express';
import type { ProductList } from '@tp/contracts';
import { productUpdateRequest, reviewRequest } from '@tp/contracts/product-rules';
import { TOKEN_FAILED_MESSAGE } from '@tp/contracts/token-failed';
import { authenticate, createRouter, currentUser, notFound, parse, reply, requireAdmin, type ServiceContext } from '@tp/service-kit';
import { listProducts } from '../../data-access/product-repository';
import type { CatalogDeps } from '../../domain/catalog-deps';
import { addReview, createSampleProduct, readProduct, removeProduct, updateProduct } from '../../domain/products';
import { isProductId, productListQuery } from './product-requests';
import { toProduct, toProductSummary } from './product-views';

/** The product the path names; a malformed id names none. */
function productId(req: Request): string {
  const id = String(req.params.id);
  if (!isProductId(id)) throw notFound('Product not found');
  return id.toLowerCase();
}

/**
 * The leftover shop's calls (docs/decisions/012). Reading is public; reviews need a signed-in user; the rest an
 * administrator. A missing, invalid or expired token is a 401 'Not authorized, token failed', on which the web
 * client logs out.
 */
export function productRoutes(deps: CatalogDeps, ctx: ServiceContext): Router {
  const router = createRouter();
  const signedIn = authenticate(ctx.verifier, { refusal: TOKEN_FAILED_MESSAGE });
  const asAdmin = [signedIn, requireAdmin];

  router.get('/api/products', async (req, res) => {
    const { keyword, page, pageSize } = parse(productListQuery, req.query);
    const { list, total } = await listProducts(deps.pool, keyword, page, pageSize);
    reply(res, { list: list.map(toProductSummary), total } satisfies ProductList);
  });

  router.get('/api/products/:id', async (req, res) => {
    reply(res, toProduct(await readProduct(deps.pool, productId(req))));
  });

  router.post('/api/products', ...asAdmin, async (req, res) => {
    reply(res, toProduct(await createSampleProduct(deps.pool, currentUser(req))), 'Product created');
  });

  router.put('/api/products/:id', ...asAdmin, async (req, res) => {
    const id = productId(req);
    const fields = parse(productUpdateRequest, req.body);
    reply(res, toProduct(await updateProduct(deps.pool, id, fields)), 'Product updated');
  });

  router.delete('/api/products/:id', ...asAdmin, async (req, res) => {
    await removeProduct(deps.pool, productId(req));
    reply(res, null, 'Product removed');
  });

  router.post('/api/products/:id/reviews', signedIn, async (req, res) => {
    const id = productId(req);
    const review = parse(reviewRequest, req.body);
    reply(res, toProduct(await addReview(deps.pool, currentUser(req), id, review)), 'Review added');
  });

  return router;
}
