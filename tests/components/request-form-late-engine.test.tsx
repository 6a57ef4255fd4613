// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FormState } from '@/lib/forms/form-state';
import { renderLoginForm } from '../support/login-form';

// the engine's code arrives only when the test lets it: after the server has answered
const engineCode = vi.hoisted(() => {
  let release!: () => void;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  return { arrived, release };
});
vi.mock('@/components/forms/form-engine', async (importOriginal) => {
  await engineCode.arrived;
  return importOriginal();
});

describe('RequestForm, its validation arriving after the server answered', () => {
  it("keeps the server's errors and the banner on screen while the engine takes over", async () => {
    const action = vi.fn(async (): Promise<FormState> => ({
      fieldErrors: { password: 'required' },
      failure: null,
      values: { login: 'anne' },
      token: '',
    }));
    renderLoginForm(action);
    const form = screen.getByTestId('form-login');
    (screen.getByLabelText(/Login/) as HTMLInputElement).value = 'anne';
    await act(async () => fireEvent.submit(form));
    await waitFor(() => expect(screen.getAllByTestId('field-error')).toHaveLength(1));
    expect(form.dataset.engine).toBeUndefined();

    // every node the page removes from now on: an error or the banner must not be among them
    const removed: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof HTMLElement && node.dataset.testid) removed.push(node.dataset.testid);
    });
    observer.observe(form, { childList: true, subtree: true });
    engineCode.release();
    await waitFor(() => expect(form.dataset.engine).toBe('ready'));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    observer.disconnect();

    expect(removed).toEqual([]);
    const password = screen.getByLabelText(/Password/);
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(password.getAttribute('aria-describedby')).toBe('field-password-error');
    expect(screen.getByTestId('form-banner').textContent).toContain('Please check');
  });
});
