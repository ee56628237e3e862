import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { fieldDirection } from '../../lib/field-direction';
import { isRestoredInput } from '../../lib/kept-input';
import { saysNothing } from '../../lib/says-nothing';

// scroll-mt: a field brought into view (the first refused one, on a send) shows its label too,
// which would stand under the bar.
const CONTROL =
  'mt-2 block w-full scroll-mt-10 rounded-xl border border-control-border bg-bg px-4 py-3 text-fg shadow-sm transition-colors placeholder:text-muted hover:border-accent/60 focus:border-accent focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-accent read-only:opacity-70 aria-invalid:border-danger-fg forced-colors:aria-invalid:border-2';

export interface ContactFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  placeholder: string;
  /** `typedBeforeWaking`: a value typed before the form woke, put back (lib/kept-input.ts). */
  onChange: (value: string, typedBeforeWaking: boolean) => void;
  type?: 'text' | 'email';
  autoComplete?: string;
  /** The most the field takes, in UTF-16 code units as the browser counts them. */
  maxLength?: number;
  autoCapitalize?: 'words' | 'none';
  spellCheck?: boolean;
  /** Render a textarea with this many rows instead of an input. */
  rows?: number;
  readOnly?: boolean;
  onFocus?: () => void;
  /** Why the value cannot be sent; shown below the control and used by the browser's own check. */
  error?: string;
  /**
   * What to say, in the page's words, when the field is left empty or holds only spaces: the
   * browser's own words for a refused value are in the browser's language, not the page's.
   */
  missing: string;
  /** What to say when the browser finds the value is not of its type (an address without "@"). */
  malformed?: string;
}

/**
 * A labelled, required text control; the browser's own validation checks it. A value of spaces
 * or invisible characters alone counts as none, as the page's server counts it. When a send is refused for this field,
 * the field says why below itself, in the page's words, until the visitor changes it.
 */
export function ContactField({
  id,
  label,
  rows,
  type = 'text',
  onChange,
  error = '',
  missing,
  malformed = '',
  ...control
}: ContactFieldProps) {
  const ref = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  // What a refused send found wrong with the value, until the visitor changes it.
  const [found, setFound] = useState<'missing' | 'malformed' | null>(null);
  const blank = saysNothing(control.value);
  const shown =
    error || (found === 'malformed' ? malformed : found === 'missing' && blank ? missing : '');
  // Spaces alone are refused here; an empty value is `required`'s to refuse, in the browser's
  // words until `invalid` gives it these.
  const refusal = shown || (blank && control.value !== '' ? missing : '');
  // The browser then refuses to submit, and names the reason, as it does for a missing value.
  useEffect(() => ref.current?.setCustomValidity(refusal), [refusal]);
  const handleChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (found === 'malformed' || !saysNothing(event.target.value)) setFound(null);
    onChange(event.target.value, isRestoredInput(event.nativeEvent));
  };
  // Fired by a send the browser refused, before it shows the first refused field's reason.
  const handleInvalid = (event: FormEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (error) return;
    const field = event.currentTarget;
    const next = blank ? 'missing' : field.validity.typeMismatch && malformed ? 'malformed' : null;
    if (!next) return;
    field.setCustomValidity(next === 'missing' ? missing : malformed);
    setFound(next);
  };
  const errorId = `${id}-error`;
  const shared = {
    id,
    ref,
    required: true,
    dir: fieldDirection(type, control.value),
    onChange: handleChange,
    onInvalid: handleInvalid,
    'aria-invalid': shown ? true : undefined,
    'aria-describedby': shown ? errorId : undefined,
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
      {shown && (
        <p id={errorId} className="mt-2 text-sm font-medium text-danger-fg">
          {shown}
        </p>
      )}
    </div>
  );
}
