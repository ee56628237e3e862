import type { ReactNode } from 'react';
import { NetworkIcon } from '../../components/network-icon';
import { profile } from '../../content';
import { cn } from '../../lib/cn';
import { contactDetails, detailDirection, type ContactDetailKind } from '../../lib/contact-details';
import { profileLinks } from '../../lib/profiles';
import { ContactDetailIcon } from '../../components/contact-detail-icon';
import { Icon } from '../../components/icon';
import { t, type WordKey } from '../../words';

const CARD =
  'flex items-center gap-4 rounded-2xl border border-border bg-surface p-4 shadow-sm transition-colors';
const SOCIAL_LINK =
  'inline-flex items-center gap-2 rounded-full border border-border bg-surface px-4 py-2 text-sm font-medium text-fg transition-colors hover:border-accent hover:text-accent';

const DETAIL_LABEL = {
  email: 'contact.info.email',
  phone: 'contact.info.phone',
  location: 'contact.info.location',
} as const satisfies Record<ContactDetailKind, WordKey>;

interface DetailProps {
  kind: ContactDetailKind;
  label: string;
  children: ReactNode;
}

function Detail({ kind, label, children }: DetailProps) {
  return (
    <>
      <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent-strong">
        <ContactDetailIcon kind={kind} className="size-5" />
      </span>
      <span className="min-w-0">
        <span className="block text-sm text-muted">{label}</span>
        <span className="block font-medium wrap-anywhere text-fg">
          <bdi dir={detailDirection(kind)}>{children}</bdi>
        </span>
      </span>
    </>
  );
}

export interface ContactInfoProps {
  className?: string;
}

/** Direct ways to reach the owner; they work without JavaScript, unlike the form. */
export function ContactInfo({ className }: ContactInfoProps) {
  const details = contactDetails(profile);
  const profiles = profileLinks(profile).filter((link) => link.external);
  return (
    <div className={cn('space-y-8', className)}>
      <div>
        <h3 className="text-2xl font-bold text-fg">{t('contact.info.title')}</h3>
        <p className="mt-3 leading-relaxed text-muted">{t('contact.info.intro')}</p>
      </div>
      {details.length > 0 && (
        <ul className="space-y-4">
          {details.map(({ kind, text, href }) => (
            <li key={kind} className={href ? undefined : CARD}>
              {href ? (
                <a href={href} className={cn(CARD, 'hover:border-accent')}>
                  <Detail kind={kind} label={t(DETAIL_LABEL[kind])}>
                    {text}
                  </Detail>
                </a>
              ) : (
                <Detail kind={kind} label={t(DETAIL_LABEL[kind])}>
                  {text}
                </Detail>
              )}
            </li>
          ))}
        </ul>
      )}
      {profiles.length > 0 && (
        <div>
          <h3 className="text-sm font-semibold tracking-wider text-fg uppercase">
            {t('contact.info.follow')}
          </h3>
          <ul className="mt-3 flex flex-wrap gap-3">
            {profiles.map((link) => (
              <li key={link.url}>
                <a href={link.url} target="_blank" rel={link.rel} className={SOCIAL_LINK}>
                  <NetworkIcon icon={link.icon} className="size-4" />
                  {link.name}
                  <span className="sr-only"> {t('link.newTabHint')}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="flex gap-3 rounded-2xl border border-border bg-accent-soft/60 p-5">
        <Icon
          name="clock"
          className="mt-0.5 size-5 shrink-0 text-accent forced-colors:text-[CanvasText]"
        />
        <div>
          <h3 className="font-semibold text-fg">{t('contact.info.response.title')}</h3>
          <p className="mt-1 text-sm text-muted">{t('contact.info.response')}</p>
        </div>
      </div>
    </div>
  );
}
