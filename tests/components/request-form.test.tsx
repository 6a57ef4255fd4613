// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormState } from '@/lib/forms/form-state';
import { renderLoginForm as loginForm } from '../support/login-form';

const form = () => screen.getByTestId('form-login');
// the engine is a module loaded on first touch: on a loaded machine (the whole suite on two
// cores) its first import took over waitFor's default second
const engineReady = () =>
  waitFor(() => expect(form().dataset.engine).toBe('ready'), { timeout: 10_000 });

afterEach(() => vi.restoreAllMocks());

describe('RequestForm', { timeout: 20_000 }, () => {
  it('starts as plain named fields and loads its validation on the first touch, keeping what was typed', async () => {
    const action = vi.fn();
    loginForm(action);
    const login = screen.getByLabelText(/Login/) as HTMLInputElement;
    expect(login.name).toBe('login');
    expect(form().dataset.engine).toBeUndefined();

    // typed while the engine is still loading
    await userEvent.type(login, 'anne');
    await engineReady();
    // the same element, its value, focus and caret untouched
    expect(screen.getByLabelText(/Login/)).toBe(login);
    expect(login.value).toBe('anne');
    expect(document.activeElement).toBe(login);
    expect(login.selectionStart).toBe(4);

    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const password = screen.getByLabelText(/Password/);
    await waitFor(() => expect(screen.getByText('Error: required')).toBeTruthy());
    expect(screen.getAllByTestId('field-error')).toHaveLength(1);
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(password.getAttribute('aria-describedby')).toBe('field-password-error');
    expect(document.activeElement).toBe(password);
    expect(screen.getByTestId('form-banner').textContent).toContain('Please check');
    expect(login.value).toBe('anne');
    expect(action).not.toHaveBeenCalled();

    // the error follows the typing once a send was attempted
    await userEvent.type(password, 'secret');
    await waitFor(() => expect(screen.queryAllByTestId('field-error')).toHaveLength(0));
  });

  it("sends at once when the engine has not run yet, and shows the server's errors at their fields, focused", async () => {
    const action = vi.fn<(previous: FormState | null, data: FormData) => Promise<FormState>>(
      async () => ({
        fieldErrors: { password: 'required' },
        failure: null,
        values: { login: 'anne' },
        token: '',
      }),
    );
    loginForm(action);
    const login = screen.getByLabelText(/Login/) as HTMLInputElement;
    login.value = 'anne';
    await act(async () => fireEvent.submit(form()));
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    expect(action.mock.calls[0]![1].get('login')).toBe('anne');
    await waitFor(() => expect(screen.getAllByTestId('field-error')).toHaveLength(1));
    const password = screen.getByLabelText(/Password/);
    expect(screen.getByText('Error: required').id).toBe('field-password-error');
    expect(password.getAttribute('aria-describedby')).toBe('field-password-error');
    expect(document.activeElement).toBe(password);
    expect(login.value).toBe('anne');
  });

  it('checks in the browser once the engine runs, and sends valid input to the action', async () => {
    const action = vi.fn<(previous: FormState | null, data: FormData) => Promise<FormState>>(
      async () => ({ fieldErrors: { password: 'tooShort' }, failure: null, values: {}, token: '' }),
    );
    loginForm(action);
    await userEvent.type(screen.getByLabelText(/Login/), 'anne');
    await engineReady();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByText('Error: required')).toBeTruthy());
    expect(action).not.toHaveBeenCalled();

    // valid in the browser: sent; the server's error then shows at its field, focused
    await userEvent.type(screen.getByLabelText(/Password/), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    const data = action.mock.calls[0]![1];
    expect([data.get('login'), data.get('password')]).toEqual(['anne', 'x']);
    await waitFor(() => expect(screen.getByText('Error: tooShort')).toBeTruthy());
    expect(document.activeElement).toBe(screen.getByLabelText(/Password/));
  });
});
