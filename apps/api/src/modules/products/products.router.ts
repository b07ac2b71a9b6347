import { Router } from 'express';
import { IdParam, ListProductsQuery, ProductFormInput, ProductStatusInput } from '@vigor/shared';
import { authorize } from '../../middleware/authenticate.ts';
import { recordAudit } from '../audit/index.ts';
import { productUpload } from '../../middleware/upload.ts';
import { endpoint } from '../../middleware/validate.ts';
import { catalogKeys, sendCatalog } from '../../lib/catalog-cache.ts';
import { catalogAnswers } from './catalog-answers.ts';
import * as products from './products.service.ts';

export function productsRouter() {
  const router = Router();

  router.get(
    '/',
    endpoint({ query: ListProductsQuery }, async ({ query }, req, res) => {
      await sendCatalog(req, res, catalogKeys.list(query), () => catalogAnswers.list(query));
    }),
  );
  router.get(
    '/home',
    endpoint({}, async (_input, req, res) => {
      await sendCatalog(req, res, catalogKeys.home(), catalogAnswers.home);
    }),
  );
  router.get(
    '/:id',
    endpoint({ params: IdParam }, async ({ params }, req, res) => {
      await sendCatalog(req, res, catalogKeys.product(params.id), () => catalogAnswers.product(params.id));
    }),
  );
  // Random picks on every call: not cached.
  router.get(
    '/:id/recommendations',
    endpoint({ params: IdParam }, async ({ params }, _req, res) => {
      res.json({ data: await products.recommendations(params.id) });
    }),
  );

  router.post(
    '/',
    authorize,
    productUpload,
    endpoint({ body: ProductFormInput }, async ({ body }, req, res) => {
      const data = await products.createProduct(body, req.file?.buffer);
      await recordAudit(req.staff!.id, {
        action: 'product.create',
        entity: 'product',
        entity_id: data.id,
        summary: `Created “${data.name}” at ${data.price} dh`,
      });
      res.status(201).json({ success: true, message: 'Product created successfully', data });
    }),
  );
  // The admin form updates with POST and `_method=PUT` (multipart cannot PUT in old browsers).
  const update = endpoint({ params: IdParam, body: ProductFormInput }, async ({ params, body }, req, res) => {
    const data = await products.updateProduct(params.id, body, req.file?.buffer);
    await recordAudit(req.staff!.id, {
      action: 'product.update',
      entity: 'product',
      entity_id: data.id,
      summary: `Edited “${data.name}” (${data.price} dh, ${data.status})`,
    });
    res.json({ success: true, message: 'Product updated successfully', data });
  });
  router.post('/:id', authorize, productUpload, update);
  router.put('/:id', authorize, productUpload, update);
  router.put(
    '/:id/status',
    authorize,
    endpoint({ params: IdParam, body: ProductStatusInput }, async ({ params, body }, req, res) => {
      const data = await products.setProductStatus(params.id, body.status);
      await recordAudit(req.staff!.id, {
        action: 'product.status',
        entity: 'product',
        entity_id: data.id,
        summary: `“${data.name}” is now ${body.status}`,
      });
      res.json({ success: true, message: 'Product status updated', data });
    }),
  );
  router.delete(
    '/:id',
    authorize,
    endpoint({ params: IdParam }, async ({ params }, req, res) => {
      const name = await products.deleteProduct(params.id);
      await recordAudit(req.staff!.id, {
        action: 'product.delete',
        entity: 'product',
        entity_id: params.id,
        summary: `Deleted “${name}”`,
      });
      res.json({ success: true, message: 'Product deleted successfully' });
    }),
  );
  return router;
}
