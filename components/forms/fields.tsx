'use client';

import type { ReactNode } from 'react';
import { FIELD_MAX } from '@/lib/forms/constants';
import { useField } from './form-meta';
import styles from './forms.module.css';

type Common = {
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
  className?: string;
};

function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}

function Label({
  htmlFor,
  label,
  required,
  meta,
}: {
  htmlFor: string;
  label: string;
  required?: boolean;
  meta: ReturnType<typeof useField>['meta'];
}) {
  return (
    <label htmlFor={htmlFor} className={styles.label}>
      {label}
      {required ? (
        <span className={styles.requiredMark}> ({meta.requiredText})</span>
      ) : (
        <span className={styles.optionalMark}> ({meta.optionalText})</span>
      )}
    </label>
  );
}

function FieldError({ id, error }: { id: string; error: string | null }) {
  return error ? (
    <p id={id} className={styles.error} data-testid="field-error">
      {error}
    </p>
  ) : null;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** What every text control carries: its id, error state and descriptions, focus and registration. */
function controlProps(
  field: ReturnType<typeof useField>,
  hint: string | undefined,
  required: boolean | undefined,
) {
  return {
    id: field.id,
    'aria-invalid': field.error ? true : undefined,
    'aria-describedby': describedBy(hint && field.hintId, field.error && field.errorId),
    'aria-required': required || undefined,
    autoFocus: field.autoFocus,
    ...field.registration,
  };
}

export function TextField({
  name,
  label,
  required,
  hint,
  className,
  type = 'text',
  autoComplete,
  inputMode,
  min,
  max,
}: Common & {
  type?: 'text' | 'email' | 'tel' | 'date' | 'number' | 'password';
  autoComplete?: string;
  inputMode?: 'numeric' | 'decimal' | 'email' | 'tel';
  min?: string;
  max?: string;
}) {
  const field = useField(name);
  return (
    <div
      className={`${styles.field} ${className ?? ''}`}
      data-invalid={field.error ? 'true' : undefined}
    >
      <Label htmlFor={field.id} label={label} required={required} meta={field.meta} />
      {hint && (
        <p id={field.hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <input
        type={type}
        className={styles.input}
        defaultValue={first(field.defaultValue)}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={type === 'date' ? undefined : FIELD_MAX[name]}
        min={min}
        max={max}
        {...controlProps(field, hint, required)}
      />
      <FieldError id={field.errorId} error={field.error} />
    </div>
  );
}

export function TextArea({
  name,
  label,
  required,
  hint,
  className,
  rows = 5,
}: Common & { rows?: number }) {
  const field = useField(name);
  return (
    <div
      className={`${styles.field} ${className ?? ''}`}
      data-invalid={field.error ? 'true' : undefined}
    >
      <Label htmlFor={field.id} label={label} required={required} meta={field.meta} />
      {hint && (
        <p id={field.hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <textarea
        rows={rows}
        maxLength={FIELD_MAX[name]}
        className={styles.input}
        defaultValue={first(field.defaultValue)}
        {...controlProps(field, hint, required)}
      />
      <FieldError id={field.errorId} error={field.error} />
    </div>
  );
}

export type Choice = { value: string; label: string };

export function SelectField({
  name,
  label,
  required,
  hint,
  className,
  choices,
  placeholder,
  multiple,
  size,
}: Common & { choices: Choice[]; placeholder?: string; multiple?: boolean; size?: number }) {
  const field = useField(name);
  const defaultValue = multiple
    ? Array.isArray(field.defaultValue)
      ? field.defaultValue
      : field.defaultValue
        ? [field.defaultValue]
        : []
    : (first(field.defaultValue) ?? '');
  return (
    <div
      className={`${styles.field} ${className ?? ''}`}
      data-invalid={field.error ? 'true' : undefined}
    >
      <Label htmlFor={field.id} label={label} required={required} meta={field.meta} />
      {hint && (
        <p id={field.hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <select
        className={styles.input}
        multiple={multiple}
        size={size}
        defaultValue={defaultValue}
        {...controlProps(field, hint, required)}
      >
        {placeholder !== undefined && !multiple && <option value="">{placeholder}</option>}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      <FieldError id={field.errorId} error={field.error} />
    </div>
  );
}

/** Radio buttons or checkboxes in a fieldset, the legend naming the group. */
export function ChoiceGroup({
  name,
  label,
  required,
  hint,
  className,
  choices,
  multiple,
}: Common & { choices: Choice[]; multiple?: boolean }) {
  const field = useField(name);
  const chosen = new Set(
    Array.isArray(field.defaultValue)
      ? field.defaultValue
      : field.defaultValue
        ? [field.defaultValue]
        : [],
  );
  return (
    <fieldset
      className={`${styles.field} ${styles.group} ${className ?? ''}`}
      data-invalid={field.error ? 'true' : undefined}
      aria-describedby={describedBy(hint && field.hintId, field.error && field.errorId)}
      aria-invalid={field.error ? true : undefined}
    >
      <legend className={styles.label}>
        {label}
        {required ? (
          <span className={styles.requiredMark}> ({field.meta.requiredText})</span>
        ) : null}
      </legend>
      {hint && (
        <p id={field.hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <div className={styles.choices}>
        {choices.map((choice, index) => (
          <label key={choice.value} className={styles.choice}>
            <input
              type={multiple ? 'checkbox' : 'radio'}
              value={choice.value}
              defaultChecked={chosen.has(choice.value)}
              autoFocus={field.autoFocus && index === 0}
              {...field.registration}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={field.errorId} error={field.error} />
    </fieldset>
  );
}

export function CheckboxField({
  name,
  label,
  required,
  className,
  children,
}: Common & { children?: ReactNode }) {
  const field = useField(name);
  return (
    <div
      className={`${styles.field} ${className ?? ''}`}
      data-invalid={field.error ? 'true' : undefined}
    >
      <label className={styles.checkbox} htmlFor={field.id}>
        <input
          id={field.id}
          type="checkbox"
          defaultChecked={first(field.defaultValue) === 'on'}
          aria-invalid={field.error ? true : undefined}
          aria-describedby={field.error ? field.errorId : undefined}
          aria-required={required || undefined}
          autoFocus={field.autoFocus}
          {...field.registration}
        />
        <span>{label}</span>
      </label>
      {children}
      <FieldError id={field.errorId} error={field.error} />
    </div>
  );
}

/** A value the page fixes (the property a request is about). */
export function HiddenField({ name, value }: { name: string; value: string }) {
  const field = useField(name);
  return <input type="hidden" value={value} {...field.registration} />;
}
