// The LOG tab: the audit log (admins and accountants).
export { AuditTab } from './components/audit-tab';
