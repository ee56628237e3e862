import { useEffect, useRef, type ChangeEvent } from 'react';

const CONTROL =
  'mt-2 block w-full rounded-xl border border-border bg-bg px-4 py-3 text-fg shadow-sm transition-colors placeholder:text-muted/70 hover:border-accent/60 focus:border-accent focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-accent read-only:opacity-70 aria-invalid:border-danger-fg';

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
  /**
   * What is wrong with the value by the form's rule (src/lib/contact-problems.ts): the browser's
   * own check says it, in the page's language, and it shows below the control once `showProblem`.
   */
  problem?: string;
  /** The visitor has tried to send the form: say what is wrong here, not only in a bubble. */
  showProblem?: boolean;
  /** The browser refused to send the form for this control's value. */
  onInvalid?: () => void;
}

/** A labelled, required text control; the browser's own validation checks it. */
export function ContactField({
  id,
  label,
  rows,
  type = 'text',
  onChange,
  error: sizeError = '',
  problem = '',
  showProblem = false,
  ...control
}: ContactFieldProps) {
  const ref = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  // The browser then refuses to submit, and names the reason in the page's words rather than its
  // own (which are in the browser's language, and let a name of only spaces through).
  const invalid = sizeError || problem;
  useEffect(() => ref.current?.setCustomValidity(invalid), [invalid]);
  const error = sizeError || (showProblem ? problem : '');
  const handleChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    onChange(event.target.value);
  const errorId = `${id}-error`;
  const shared = {
    id,
    ref,
    required: true,
    dir: 'auto',
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
