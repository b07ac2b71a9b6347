/** The leads module's public entry: a stored lead's lines, for the desk that converts it. */
export { storedLines } from './leads.service.ts';
