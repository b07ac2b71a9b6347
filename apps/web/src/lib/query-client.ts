import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * One QueryClient for the app. Failed refetches keep the data already shown (the cached list
 * is the fallback); client errors (4xx) are not retried.
 */
export function createQueryClient(options: { retry?: number } = {}): QueryClient {
  const maxRetries = options.retry ?? 1;
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: 10 * 60_000,
        refetchOnWindowFocus: false,
        retry: (count, error) =>
          count < maxRetries && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
}
