import type { SaveLeadInput } from '@vigor/shared';
import { apiFetch } from '../../../lib/api-client';

/** Keeps the shopper's number for the desk (POST /api/leads, docs/product.md "Leads"). */
export const saveLead = (input: SaveLeadInput) =>
  apiFetch<{ success: true; message: string }>('/api/leads', { method: 'POST', body: input });
