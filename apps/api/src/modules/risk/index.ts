/**
 * The risk module's public entry (docs/product.md, "Risk bands"): the band scored when an order
 * is placed, the bands of orders for the desk, SALES and the API, the nightly refit and REPORTS'
 * table.
 */
export { forgetRiskModel, risksOf, scoreNewOrder } from './order-risk.ts';
export { currentRiskModel, refitRiskModel } from './risk-model.ts';
export { riskReport } from './risk-report.ts';
export { riskReportRouter } from './risk.router.ts';
