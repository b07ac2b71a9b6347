import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/test-utils';
import { ApiError, apiFetch, errorText, GENERIC_ERROR, setUnauthorizedHandler, unwrap } from './api-client';

describe('errorText', () => {
  it('joins the messages of the errors object with ", "', () => {
    expect(
      errorText({
        message: 'Invalid',
        errors: { email: ['Email is required'], phone: ['Bad phone', 'Too short'] },
      }),
    ).toBe('Email is required, Bad phone, Too short');
  });
  it('falls back to message, then to a generic text', () => {
    expect(errorText({ message: 'Product not found' })).toBe('Product not found');
    expect(errorText({ errors: {}, message: '' })).toBe(GENERIC_ERROR);
    expect(errorText('<html>')).toBe(GENERIC_ERROR);
    expect(errorText(null)).toBe(GENERIC_ERROR);
  });
});

describe('unwrap', () => {
  it('reads { data } or the bare body', () => {
    expect(unwrap({ data: [1, 2] })).toEqual([1, 2]);
    expect(unwrap([3])).toEqual([3]);
  });
});

describe('apiFetch', () => {
  it('sends cookies, JSON and the stored bearer token', async () => {
    localStorage.setItem('authToken', 'tok-1');
    const api = mockApi({ 'POST /api/messages': { status: 201, body: { success: true } } });
    await apiFetch('/api/messages', { method: 'POST', body: { a: 1 } });
    const init = api.fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect(init.credentials).toBe('include');
    expect(init.headers).toMatchObject({
      Accept: 'application/json',
      'Content-Type': 'application/json',
      Authorization: 'Bearer tok-1',
    });
    expect(init.body).toBe('{"a":1}');
  });

  it('sends no Authorization header without a token', async () => {
    const api = mockApi({ 'GET /api/products': { body: { data: [] } } });
    await apiFetch('/api/products');
    expect((api.fetchMock.mock.calls[0]?.[1] as RequestInit).headers).not.toHaveProperty('Authorization');
  });

  it('throws ApiError with the error text and keeps the body', async () => {
    mockApi({ 'GET /api/x': { status: 400, body: { message: 'Invalid', errors: { q: ['Too long'] } } } });
    const error = await apiFetch('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Too long');
    expect((error as ApiError).status).toBe(400);
  });

  it('turns a network failure into status 0', async () => {
    mockApi({ 'GET /api/x': { networkError: true } });
    const error = (await apiFetch('/api/x').catch((e: unknown) => e)) as ApiError;
    expect(error.isNetworkError).toBe(true);
  });

  it('on 401 clears the stored token and user and goes to /admin', async () => {
    localStorage.setItem('authToken', 'expired');
    localStorage.setItem('user', '{"role":"admin"}');
    localStorage.setItem('lang', 'keep');
    const goToAdmin = vi.fn();
    setUnauthorizedHandler(goToAdmin);
    mockApi({ 'GET /api/sales': { status: 401, body: { message: 'Unauthenticated' } } });
    await expect(apiFetch('/api/sales')).rejects.toThrow('Unauthenticated');
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('lang')).toBe('keep');
    expect(goToAdmin).toHaveBeenCalledTimes(1);
  });

  it('does not log out on 403', async () => {
    localStorage.setItem('authToken', 'tok');
    const goToAdmin = vi.fn();
    setUnauthorizedHandler(goToAdmin);
    mockApi({ 'GET /api/sales': { status: 403, body: { message: 'Forbidden' } } });
    await expect(apiFetch('/api/sales')).rejects.toThrow('Forbidden');
    expect(localStorage.getItem('authToken')).toBe('tok');
    expect(goToAdmin).not.toHaveBeenCalled();
  });
});
