import { render } from '@testing-library/react';
import { TextField } from '@/components/forms/fields';
import { RequestForm, type RequestFormTexts } from '@/components/forms/request-form';
import { ERROR_KEYS, type ErrorKey } from '@/lib/forms/constants';
import type { FormState } from '@/lib/forms/form-state';

/** A request form's texts, each error named after its key. */
export const formTexts: RequestFormTexts = {
  submit: 'Log in',
  sending: 'Sending',
  bannerTitle: 'Please check',
  bannerFields: 'Some fields need attention',
  required: 'required',
  optional: 'optional',
  errors: Object.fromEntries(ERROR_KEYS.map((key) => [key, `Error: ${key}`])) as Record<
    ErrorKey,
    string
  >,
};

/** The owner login as a RequestForm of two fields, sending to `action`. */
export function renderLoginForm(
  action: (previous: FormState | null, data: FormData) => Promise<FormState>,
) {
  return render(
    <RequestForm flow="login" action={action} context={null} captcha={null} texts={formTexts}>
      <TextField name="login" label="Login" required />
      <TextField name="password" type="password" label="Password" required />
    </RequestForm>,
  );
}
