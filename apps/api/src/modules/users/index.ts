/** The users module's public entry: the staff columns login reads and their shape. */
export { staffSelect, toStaffUser } from './users.service.ts';
