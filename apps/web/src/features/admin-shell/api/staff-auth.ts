import { useMutation } from '@tanstack/react-query';
import type { LoginInput, LoginResult } from '@vigor/shared';
import { apiFetch } from '../../../lib/api-client';

export const login = (input: LoginInput) =>
  apiFetch<LoginResult>('/api/admin/login', { method: 'POST', body: input });

/** Revokes the stored token on the server (the bearer header is added by apiFetch). */
export const logout = () =>
  apiFetch<{ success: boolean; message: string }>('/api/admin/logout', { method: 'POST' });

export const useLogin = () => useMutation({ mutationFn: login });

/** Ends every session of the logged-in user, on every computer (its own included). */
export const logoutEverywhere = () =>
  apiFetch<{ success: boolean; message: string }>('/api/admin/logout-everywhere', { method: 'POST' });
