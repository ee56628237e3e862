import type { Ref } from 'react';

export interface CaptchaFieldProps {
  /** Where the widget goes. */
  ref: Ref<HTMLDivElement>;
  /** The widget's script could not be loaded. */
  failed: boolean;
  /** The form was sent without an answer. */
  missing: boolean;
}

/** The CAPTCHA the owner's mail service asks for; it appears once the visitor starts on the form. */
export function CaptchaField({ ref, failed, missing }: CaptchaFieldProps) {
  return (
    <div>
      <div ref={ref} className="min-h-[78px]" />
      {failed && (
        <p className="mt-2 text-sm font-medium text-danger-fg">
          The anti-spam check could not load, so the form cannot send right now.
        </p>
      )}
      {missing && !failed && (
        <p role="alert" className="mt-2 text-sm font-medium text-danger-fg">
          Please tick the box above to show you are not a robot, then send again.
        </p>
      )}
    </div>
  );
}
