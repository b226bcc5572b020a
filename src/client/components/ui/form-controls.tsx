import type { ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { FormField } from './form.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select.tsx';
import { Switch } from './switch.tsx';

/** A Radix select bound to a form field, with the same label/error wiring as TextField. */
export function SelectField({
  name,
  label,
  hint,
  options,
  placeholder,
  disabled,
  className,
}: {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
  disabled?: boolean;
  className?: string;
}) {
  const { control } = useFormContext();
  return (
    <FormField name={name} label={label} hint={hint} className={className}>
      {(ids) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <Select value={field.value ?? ''} onValueChange={field.onChange} disabled={disabled}>
              <SelectTrigger
                id={ids.id}
                aria-invalid={ids.invalid}
                aria-describedby={ids.describedBy}
                onBlur={field.onBlur}
              >
                <SelectValue placeholder={placeholder} />
              </SelectTrigger>
              <SelectContent>
                {options.map((o) => (
                  <SelectItem key={o.value} value={o.value}>
                    {o.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      )}
    </FormField>
  );
}

/** A switch bound to a boolean form field; the label sits beside it. */
export function SwitchField({
  name,
  label,
  hint,
  disabled,
}: {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
}) {
  const { control } = useFormContext();
  return (
    <FormField name={name} label={label} hint={hint} inline>
      {(ids) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <Switch
              id={ids.id}
              checked={Boolean(field.value)}
              onCheckedChange={field.onChange}
              disabled={disabled}
              aria-describedby={ids.describedBy}
            />
          )}
        />
      )}
    </FormField>
  );
}
