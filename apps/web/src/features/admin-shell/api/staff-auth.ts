import { useMutation } from '@tanstack/react-query';
import type { LoginInput, LoginResult } from '@vigor/shared';
import { apiFetch } from '../../../lib/api-client';

export const login = (input: LoginInput) =>
  apiFetch<LoginResult>('/api/admin/login', { method: 'POST', body: input });

/** Revokes the stored token on the server (the bearer header is added by apiFetch). */
export const logout = () =>
  apiFetch<{ success: boolean; message: string }>('/api/admin/logout', { method: 'POST' });

export const useLogin = () => useMutation({ mutationFn: login });
