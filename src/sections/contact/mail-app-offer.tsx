import { Icon } from '../../components/icon';
import { t } from '../../words';

export interface MailAppOfferProps {
  href: string;
}

/** After a failed send: the same message, one click away in the visitor's own mail app. */
export function MailAppOffer({ href }: MailAppOfferProps) {
  return (
    <p className="mt-3 text-sm">
      <a
        href={href}
        className="inline-flex items-center gap-1.5 font-medium text-accent underline-offset-4 hover:underline"
      >
        <Icon name="mail" className="size-4" />
        {t('contact.form.mailAppOffer')}
      </a>
    </p>
  );
}
