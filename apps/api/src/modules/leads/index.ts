/**
 * The leads module's public entry: leads have one owner. Saving them is the storefront's route
 * (leads.router.ts); the desk reads them (desk-leads.ts), claims them (lead-claims.ts), logs its
 * calls (lead-calls.ts), takes a call back (lead-undo.ts) and turns them into orders
 * (lead-conversion.ts) through these functions.
 */
export { deskLead, dueLeads, type DueLeads } from './desk-leads.ts';
export { claimLead, releaseLeadClaim } from './lead-claims.ts';
export { recordLeadCall } from './lead-calls.ts';
export { convertLead } from './lead-conversion.ts';
export { undoLeadCall } from './lead-undo.ts';
