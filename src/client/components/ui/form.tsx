import { zodResolver } from '@hookform/resolvers/zod';
import { type ComponentProps, type ReactNode, useId } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  FormProvider,
  type Path,
  type SubmitHandler,
  type UseFormReturn,
  useForm,
  useFormContext,
} from 'react-hook-form';
import type { z } from 'zod';
import type { FieldIssue } from '../../../shared/contracts/common.ts';
import { installZodErrorMap } from '../../../shared/validation/error-map.ts';
import { cn } from '../../lib/cn.ts';
import { Checkbox } from './checkbox.tsx';
import { Input, Label, Textarea } from './input.tsx';

// Forms are where the browser validates, so the spec's generic wording is installed here,
// keeping zod out of the first page load (lib/zod.ts turns its JIT off).
installZodErrorMap();

/**
 * react-hook-form bound to a shared zod schema: the same rules the server applies.
 *
 * Messages first appear when the form is submitted, then follow each change. Never on
 * blur: a message that appears when a field loses focus pushes down whatever is below it,
 * and that is the control the person is pressing at that moment (a checkbox would move
 * away between press and release and not tick).
 */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema as never) as never,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
}

/** Places a server's `{ issues }` on the matching fields; returns whether any matched. */
export function applyServerIssues<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  issues: FieldIssue[],
): boolean {
  let placed = false;
  for (const issue of issues) {
    if (!issue.path) continue;
    form.setError(issue.path as Path<T>, { type: 'server', message: issue.message });
    placed = true;
  }
  return placed;
}

interface FormProps<TIn extends FieldValues, TOut> extends Omit<ComponentProps<'form'>, 'onSubmit'> {
  form: UseFormReturn<TIn, unknown, TOut>;
  onSubmit: SubmitHandler<TOut>;
}

export function Form<TIn extends FieldValues, TOut>({
  form,
  onSubmit,
  children,
  className,
  ...props
}: FormProps<TIn, TOut>) {
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} className={cn('grid gap-5', className)} {...props}>
        {children}
      </form>
    </FormProvider>
  );
}

interface FieldIds {
  id: string;
  errorId: string;
  hintId: string;
  invalid: boolean;
  describedBy: string | undefined;
}

interface ErrorNode {
  message?: string;
  root?: ErrorNode;
}

/** The field's message; for a list field, the list's own or its first item's. */
function useFieldError(name: string): string | undefined {
  const { formState } = useFormContext();
  let node: unknown = formState.errors;
  for (const key of name.split('.')) node = (node as Record<string, unknown> | undefined)?.[key];
  if (Array.isArray(node)) return (node as (ErrorNode | undefined)[]).find((item) => item?.message)?.message;
  const error = node as ErrorNode | undefined;
  return error?.message ?? error?.root?.message;
}

interface FieldShellProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
  /** Checkbox-style fields put the control before the label. */
  inline?: boolean;
  children: (ids: FieldIds) => ReactNode;
}

/** Label, control, hint and error wired together with aria-invalid/aria-describedby. */
export function FormField({ name, label, hint, className, inline, children }: FieldShellProps) {
  const id = useId();
  const error = useFieldError(name);
  const ids: FieldIds = {
    id,
    errorId: `${id}-error`,
    hintId: `${id}-hint`,
    invalid: Boolean(error),
    describedBy: [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined,
  };
  return (
    <div className={cn('grid gap-2', className)} data-slot="form-field">
      {inline ? (
        <div className="flex items-start gap-3">
          {children(ids)}
          <Label htmlFor={id} className="pt-0.5 leading-snug font-normal">
            {label}
          </Label>
        </div>
      ) : (
        <>
          <Label htmlFor={id}>{label}</Label>
          {children(ids)}
        </>
      )}
      {hint ? (
        <p id={ids.hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={ids.errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type TextFieldProps = Omit<ComponentProps<'input'>, 'name' | 'id'> & {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
};

export function TextField({ name, label, hint, className, ...inputProps }: TextFieldProps) {
  const { register } = useFormContext();
  return (
    <FormField name={name} label={label} hint={hint} className={className}>
      {(ids) => (
        <Input
          id={ids.id}
          aria-invalid={ids.invalid}
          aria-describedby={ids.describedBy}
          {...inputProps}
          {...register(name)}
        />
      )}
    </FormField>
  );
}

type TextareaFieldProps = Omit<ComponentProps<'textarea'>, 'name' | 'id'> & {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
};

export function TextareaField({ name, label, hint, className, ...props }: TextareaFieldProps) {
  const { register } = useFormContext();
  return (
    <FormField name={name} label={label} hint={hint} className={className}>
      {(ids) => (
        <Textarea
          id={ids.id}
          aria-invalid={ids.invalid}
          aria-describedby={ids.describedBy}
          {...props}
          {...register(name)}
        />
      )}
    </FormField>
  );
}

export function CheckboxField({ name, label, disabled }: { name: string; label: ReactNode; disabled?: boolean }) {
  const { watch, setValue, formState } = useFormContext();
  const checked = Boolean(watch(name));
  // Like every field: checked on submit, then on each change (see useZodForm).
  const shouldValidate = formState.isSubmitted;
  return (
    <FormField name={name} label={label} inline>
      {(ids) => (
        <Checkbox
          id={ids.id}
          checked={checked}
          disabled={disabled}
          aria-invalid={ids.invalid}
          aria-describedby={ids.describedBy}
          onCheckedChange={(v) => setValue(name, v === true, { shouldValidate, shouldDirty: true })}
        />
      )}
    </FormField>
  );
}
