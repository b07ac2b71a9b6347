// The back office's shared entry: staff session, login, list and settings building blocks used by
// every back-office feature (eslint.config.js enforces it). Its stylesheet, back-office.css, holds
// what every back-office screen shares; each feature's index.ts imports its own after it (every
// feature imports this entry, so the shared rules load first and a feature's rules win a tie).
import './back-office.css';
export { currentStaffQuery } from './api/current-staff';
export { listEndpoint } from './api/list-endpoint';
export { NOT_PERSISTED } from './api/query-meta';
export { BackOfficeTitle } from './components/back-office-title';
export { ConfirmDialog, DeleteDialog } from './components/confirm-dialog';
export { CustomerDetails } from './components/customer-details';
export { ColumnHeads, DataTable } from './components/data-table';
export {
  ExportButton,
  ListPagination,
  ListPanel,
  ListState,
  ListToolbar,
  countText,
} from './components/list-panel';
export { LoginForm } from './components/login-form';
export { SectionMenu, type MenuSection } from './components/section-menu';
export { StackedTime } from './components/stacked-time';
export { StaffMenu } from './components/staff-menu';
export { StatCard } from './components/stat-card';
export { useConfirmedDelete } from './hooks/use-confirmed-delete';
export { useDebouncedValue } from './hooks/use-debounced-value';
export { useListFilters } from './hooks/use-list-filters';
export { useListTab } from './hooks/use-list-tab';
export { useLogout } from './hooks/use-logout';
export { useMediaQuery } from './hooks/use-media-query';
export { usePermissions } from './hooks/use-permissions';
export { saveSpreadsheet, useSpreadsheetExport } from './hooks/use-spreadsheet-export';
export { customerChatUrl, orderPageUrl, phoneHistoryView, telHref, whatsappHref } from './lib/order-contact';
export { MONEY_FIGURES, REPORT_MONEY_FIGURES } from './lib/money-figures';
export { ROLE_LABELS } from './lib/role-labels';
export { hasStaffToken, homeForRole, readStaffSession, TRAFFIC_ROLE } from './lib/staff-session';
