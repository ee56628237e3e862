import type { Ref } from 'react';
import { HONEYPOT_FIELD } from '../../config/env-email';
import { t } from '../../words';

const ID = `contact-${HONEYPOT_FIELD}`;

export interface HoneypotFieldProps {
  ref: Ref<HTMLInputElement>;
}

/**
 * A field people never see, hear or reach with Tab; form-filling bots do fill it. It is moved
 * off-screen rather than display:none, which many bots know to skip.
 */
export function HoneypotField({ ref }: HoneypotFieldProps) {
  return (
    <div aria-hidden="true" className="absolute top-auto -start-[10000px] size-px overflow-hidden">
      <label htmlFor={ID}>{t('contact.form.honeypot')}</label>
      <input
        ref={ref}
        id={ID}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
