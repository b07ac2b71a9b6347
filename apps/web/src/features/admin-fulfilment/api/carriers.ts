import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  BatchDeliveryNote,
  CarrierIntegration,
  CarrierParcel,
  CarrierSettings,
  CarrierSyncResult,
  CityMappingReport,
  DataEnvelope,
  WriteResult,
} from '@vigor/shared';
import { ApiError, AUTH_TOKEN_KEY, apiFetch, errorText } from '../../../lib/api-client';
import { NOT_PERSISTED, hasStaffToken } from '../../admin-shell';
import { salesKeys } from '../../admin-orders';
import { shippingKeys } from './shipping';

/** Integrated carriers (docs/carriers.md): their settings, city mappings, parcels and sync. */
export const carrierKeys = {
  all: shippingKeys.integrations(),
  settings: () => [...carrierKeys.all, 'settings'] as const,
  cities: (carrierId: number) => [...carrierKeys.all, 'cities', carrierId] as const,
  parcels: () => [...carrierKeys.all, 'parcels'] as const,
};

export const carrierSettingsQuery = () =>
  queryOptions({
    queryKey: carrierKeys.settings(),
    queryFn: ({ signal }) =>
      apiFetch<DataEnvelope<CarrierSettings[]>>('/api/shipping/carrier-integrations', { signal }).then(
        (r) => r.data,
      ),
    enabled: hasStaffToken,
    meta: NOT_PERSISTED,
  });

export const cityMappingQuery = (carrierId: number) =>
  queryOptions({
    queryKey: carrierKeys.cities(carrierId),
    queryFn: ({ signal }) =>
      apiFetch<DataEnvelope<CityMappingReport>>(`/api/shipping/carriers/${carrierId}/cities`, {
        signal,
      }).then((r) => r.data),
    enabled: hasStaffToken,
    meta: NOT_PERSISTED,
  });

export const parcelsQuery = () =>
  queryOptions({
    queryKey: carrierKeys.parcels(),
    queryFn: ({ signal }) =>
      apiFetch<DataEnvelope<CarrierParcel[]>>('/api/shipping/parcels', { signal }).then((r) => r.data),
    enabled: hasStaffToken,
    meta: NOT_PERSISTED,
  });

export interface IntegrationForm {
  integration: CarrierIntegration;
  credentials?: Record<string, string>;
  pickup_district_id?: string;
  pickup_contact?: { name: string; phone: string; address: string };
  open_before_paying?: boolean;
}

export function useSaveIntegration(carrierId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: IntegrationForm) =>
      apiFetch<WriteResult<CarrierSettings>>(`/api/shipping/carriers/${carrierId}/integration`, {
        method: 'PUT',
        body,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: carrierKeys.all }),
  });
}

export function useFetchCities(carrierId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch<WriteResult<CityMappingReport>>(`/api/shipping/carriers/${carrierId}/cities/fetch`, {
        method: 'POST',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: carrierKeys.all }),
  });
}

export function useMapCity(carrierId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { city: string; carrier_city_code: string | null }) =>
      apiFetch<WriteResult<CityMappingReport>>(`/api/shipping/carriers/${carrierId}/cities`, {
        method: 'PUT',
        body,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: carrierKeys.cities(carrierId) }),
  });
}

/** Sync moves orders (and returns units): everything that shows them is refreshed. */
export function useSyncCarrier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (carrierId: number) =>
      apiFetch<DataEnvelope<CarrierSyncResult>>(`/api/shipping/carriers/${carrierId}/sync`, {
        method: 'POST',
      }).then((r) => r.data),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: shippingKeys.all }),
        queryClient.invalidateQueries({ queryKey: salesKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['products'] }),
      ]),
  });
}

/** "Test connection": the carrier checks the saved keys and answers in plain French. */
export function useTestConnection(carrierId: number) {
  return useMutation({
    mutationFn: () =>
      apiFetch<DataEnvelope<{ ok: boolean; message: string }>>(`/api/shipping/carriers/${carrierId}/test`, {
        method: 'POST',
      }).then((r) => r.data),
  });
}

/** The agent's answer for a held parcel: the tracking number found at the carrier, or none. */
export function useReleaseParcel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, tracking_code }: { orderId: number; tracking_code?: string }) =>
      apiFetch<WriteResult<CarrierParcel>>(`/api/shipping/parcels/${orderId}/release`, {
        method: 'POST',
        body: tracking_code ? { tracking_code } : {},
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: carrierKeys.parcels() }),
  });
}

/** The batch's delivery note saved at the carrier (Ozon Express), with its PDFs' links. */
export function useDeliveryNote() {
  return useMutation({
    mutationFn: (batchId: number) =>
      apiFetch<WriteResult<BatchDeliveryNote>>(`/api/shipping/batches/${batchId}/delivery-note`, {
        method: 'POST',
      }).then((r) => r.data),
  });
}

/**
 * The batch's labels as the carrier prints them: a PDF, fetched with the staff token (a link
 * cannot carry it), for the browser to save.
 */
export async function fetchCarrierLabels(batchId: number): Promise<Blob> {
  const token = localStorage.getItem(AUTH_TOKEN_KEY);
  const response = await fetch(`/api/shipping/batches/${batchId}/carrier-labels`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'include',
  });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw new ApiError(response.status, errorText(body), body);
  }
  return response.blob();
}
