/** The audit module's public entry: other modules record their staff actions here. */
export { auditRouter } from './audit.router.ts';
export { keepOrderEvents, recordAudit, type AuditInput } from './audit.service.ts';
