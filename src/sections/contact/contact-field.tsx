import { useEffect, useRef, type ChangeEvent } from 'react';
import { fieldDirection } from '../../lib/field-direction';

const CONTROL =
  'mt-2 block w-full rounded-xl border border-control-border bg-bg px-4 py-3 text-fg shadow-sm transition-colors placeholder:text-muted/70 hover:border-accent/60 focus:border-accent focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-accent read-only:opacity-70 aria-invalid:border-danger-fg';

export interface ContactFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  placeholder: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email';
  autoComplete?: string;
  /** Render a textarea with this many rows instead of an input. */
  rows?: number;
  readOnly?: boolean;
  onFocus?: () => void;
  /** Why the value cannot be sent; shown below the control and used by the browser's own check. */
  error?: string;
}

/** A labelled, required text control; the browser's own validation checks it. */
export function ContactField({
  id,
  label,
  rows,
  type = 'text',
  onChange,
  error = '',
  ...control
}: ContactFieldProps) {
  const ref = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  // The browser then refuses to submit, and names the reason, as it does for a missing value.
  useEffect(() => ref.current?.setCustomValidity(error), [error]);
  const handleChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    onChange(event.target.value);
  const errorId = `${id}-error`;
  const shared = {
    id,
    ref,
    required: true,
    dir: fieldDirection(type, control.value),
    onChange: handleChange,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    ...control,
  } as const;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-fg">
        {label}
      </label>
      {rows ? (
        <textarea rows={rows} className={`${CONTROL} resize-y`} {...shared} />
      ) : (
        <input type={type} className={CONTROL} {...shared} />
      )}
      {error && (
        <p id={errorId} className="mt-2 text-sm font-medium text-danger-fg">
          {error}
        </p>
      )}
    </div>
  );
}
