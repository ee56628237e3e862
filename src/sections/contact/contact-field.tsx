import type { ChangeEvent } from 'react';

const CONTROL =
  'mt-2 block w-full rounded-xl border border-border bg-bg px-4 py-3 text-fg shadow-sm transition-colors placeholder:text-muted/70 hover:border-accent/60 focus:border-accent focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-accent read-only:opacity-70';

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
}

/** A labelled, required text control; the browser's own validation checks it. */
export function ContactField({
  id,
  label,
  rows,
  type = 'text',
  onChange,
  ...control
}: ContactFieldProps) {
  const handleChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    onChange(event.target.value);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-fg">
        {label}
      </label>
      {rows ? (
        <textarea
          id={id}
          rows={rows}
          required
          dir="auto"
          onChange={handleChange}
          className={`${CONTROL} resize-y`}
          {...control}
        />
      ) : (
        <input
          id={id}
          type={type}
          required
          dir="auto"
          onChange={handleChange}
          className={CONTROL}
          {...control}
        />
      )}
    </div>
  );
}
