export { ReportsTab as Component } from '../../../features/admin-reports';
