/** The users module's public entry: the staff columns login reads. */
export { staffSelect } from './users.service.ts';
