import multer from 'multer';
import { Router, type RequestHandler } from 'express';
import {
  AdSpendImportInput,
  AdSpendQuery,
  AdSpendRowsInput,
  ProfitQuery,
  ProfitSettingsInput,
} from '@vigor/shared';
import { AppError } from '../../lib/errors.ts';
import { authorize } from '../../middleware/authenticate.ts';
import { endpoint } from '../../middleware/validate.ts';
import { recordAudit } from '../audit/index.ts';
import { adSpendSheetRows, sheetLineKey } from './ad-spend-sheet.ts';
import { importAdSpend } from './ad-spend-import.ts';
import { listAdSpend, storeAdSpend } from './ad-spend.service.ts';
import { productCosts } from './product-costs.ts';
import { profitReport } from './profit-report.ts';
import { getProfitSettings, updateProfitSettings } from './profit-settings.ts';

/** A spend sheet of at most 5 MB in memory, read once and dropped; any name (its bytes decide). */
const sheetUpload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 0, parts: 1 },
}).single('file');

/** Multipart bodies go through the sheet upload; JSON ones straight to the rows' schema. */
const maybeSheet: RequestHandler = (req, res, next) =>
  req.is('multipart/form-data') ? sheetUpload(req, res, next) : next();

/**
 * /api/admin: PROFIT's report, ad spend (rows, sheets, imports from the platforms) and the profit
 * settings (docs/api.md, "Profit").
 */
export function profitRouter() {
  const router = Router();
  router.get(
    '/reports/profit',
    authorize,
    endpoint({ query: ProfitQuery }, async ({ query }, _req, res) => {
      res.json({ data: await profitReport(query) });
    }),
  );
  router.get(
    '/profit-settings',
    authorize,
    endpoint({}, async (_input, _req, res) => {
      res.json({ data: await getProfitSettings() });
    }),
  );
  router.put(
    '/profit-settings',
    authorize,
    endpoint({ body: ProfitSettingsInput }, async ({ body }, req, res) => {
      const data = await updateProfitSettings(body);
      const rates = Object.entries(data.currency_rates).map(([code, rate]) => `${code} ${rate}`);
      // Amounts and rates, never a token.
      await recordAudit(req.staff!.id, {
        action: 'setting.profit',
        entity: 'setting',
        summary: `Profit: packaging ${data.packaging_cost} dh; rates ${rates.join(', ') || 'none'}`,
      });
      res.json({ success: true, message: 'Profit settings saved', data });
    }),
  );
  router.get(
    '/ad-spend',
    authorize,
    endpoint({ query: AdSpendQuery }, async ({ query }, _req, res) => {
      res.json({ data: await listAdSpend(query) });
    }),
  );
  router.post('/ad-spend', authorize, maybeSheet, async (req, res) => {
    let stored;
    if (req.is('multipart/form-data')) {
      if (!req.file) throw AppError.badRequest('No file.', { file: ['Choose a .xlsx or .csv file.'] });
      stored = await storeAdSpend(await adSpendSheetRows(req.file.buffer), 'upload', sheetLineKey);
    } else {
      stored = await storeAdSpend(AdSpendRowsInput.parse(req.body).rows, 'upload');
    }
    await recordAudit(req.staff!.id, {
      action: 'ad_spend.upload',
      entity: 'setting',
      summary: `Ad spend: ${stored.added} rows added, ${stored.replaced} replaced`,
    });
    res.status(201).json({ success: true, message: 'Ad spend stored', data: stored });
  });
  router.post(
    '/ad-spend/import',
    authorize,
    endpoint({ body: AdSpendImportInput }, async ({ body }, req, res) => {
      const data = await importAdSpend(body.platform, body.from, body.to);
      await recordAudit(req.staff!.id, {
        action: 'ad_spend.import',
        entity: 'setting',
        summary: `Ad spend from ${body.platform}, ${body.from} to ${body.to}: ${data.added} rows, ${data.replaced} replaced, ${data.set_aside} set aside`,
      });
      res.json({ success: true, message: 'Ad spend imported', data });
    }),
  );
  router.get(
    '/product-costs',
    authorize,
    endpoint({}, async (_input, _req, res) => {
      res.json({ data: await productCosts() });
    }),
  );
  return router;
}
