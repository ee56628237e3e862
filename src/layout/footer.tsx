import { useContext, useSyncExternalStore, type ReactNode } from 'react';
import { FORCED_COLORS_EDGE } from '../components/button-styles';
import { PortfolioHome, SectionLink } from '../components/section-link';
import { SocialLinks } from '../components/social-links';
import { ContactDetailIcon } from '../components/contact-detail-icon';
import { FOOTER_LINKS } from '../config/navigation';
import { profile } from '../content';
import { contactDetails, detailDirection } from '../lib/contact-details';
import { scrollToSection } from '../lib/scroll';
import { Icon } from '../components/icon';
import { useButtonOnceAwake } from '../hooks/use-button-once-awake';
import { langOf, t, tParts } from '../words';

/** The build year first (so hydration matches the prerendered HTML), then the visitor's year. */
const noSubscription = () => () => {};

function useCurrentYear(): number {
  return useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => __BUILD_YEAR__,
  );
}

const BACK_TO_TOP = `inline-flex size-10 items-center justify-center rounded-full bg-primary text-primary-fg shadow-md hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent lg:justify-self-end ${FORCED_COLORS_EDGE}`;

const LOVE = (
  // Its colour on the span, for the icon to take: on the icon itself, a contrast theme kept it.
  <span key="love" role="img" aria-label={t('footer.love')} className="inline-flex text-red-500">
    <Icon name="heart" className="size-4" />
  </span>
);

/**
 * The sentence's words between the heart, each run one flex item as plain text would be: the
 * name's isolate (<bdi>) stays inside its run instead of standing apart with a gap.
 */
function textRuns(parts: ReadonlyArray<ReactNode>, apart: ReactNode): ReactNode[] {
  const runs: ReactNode[] = [];
  let run: ReactNode[] = [];
  const close = () => {
    if (run.length > 0) runs.push(<span key={`run-${runs.length}`}>{run}</span>);
    run = [];
  };
  for (const part of parts) {
    if (part === apart) {
      close();
      runs.push(part);
    } else run.push(part);
  }
  close();
  return runs;
}

/** The owner's name, in its own direction, and in its own language where the page's is another. */
function OwnerName() {
  return <bdi lang={langOf(profile.name)}>{profile.name}</bdi>;
}

export function Footer() {
  const year = useCurrentYear();
  const home = useContext(PortfolioHome);
  const scrollToTop = useButtonOnceAwake(() => scrollToSection('hero'));
  const toTop = home === null ? scrollToTop : {};
  return (
    <footer className="border-t border-border bg-surface-muted/60 print:hidden">
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 py-12 sm:px-6 md:grid-cols-3 lg:px-8">
        <div>
          <p className="text-xl font-bold text-fg">
            <OwnerName />
          </p>
          <p dir="auto" lang={langOf(profile.tagline)} className="mt-2 text-sm text-muted">
            {profile.tagline}
          </p>
          <SocialLinks className="mt-4 -ms-2" />
        </div>
        <nav aria-label={t('footer.quickLinks.label')}>
          <h2 className="text-sm font-semibold tracking-wider text-fg uppercase">
            {t('footer.quickLinks.title')}
          </h2>
          <ul className="mt-3 space-y-2">
            {FOOTER_LINKS.map((item) => (
              <li key={item.id}>
                <SectionLink to={item.id} className="text-sm text-muted hover:text-accent">
                  {item.label}
                </SectionLink>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold tracking-wider text-fg uppercase">
            {t('footer.contact.title')}
          </h2>
          <ul className="mt-3 space-y-2 text-sm text-muted">
            {contactDetails(profile).map(({ kind, text, href }) => (
              <li key={kind} className="flex items-center gap-2">
                <ContactDetailIcon kind={kind} className="size-4 shrink-0" />
                {href ? (
                  <a href={href} className="break-all hover:text-accent">
                    <bdi dir={detailDirection(kind)}>{text}</bdi>
                  </a>
                ) : (
                  <bdi dir={detailDirection(kind)}>{text}</bdi>
                )}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-border">
        {/* Stacked and centred on a narrow screen; on a wide one in three columns, the outer two of
            equal width, so the copyright line stands at the page's centre whatever the others hold. */}
        <div className="mx-auto flex max-w-7xl flex-col items-center gap-4 px-4 py-6 text-center text-sm text-muted sm:px-6 lg:grid lg:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] lg:px-8">
          <p className="flex min-w-0 flex-wrap items-center justify-center gap-1 wrap-anywhere lg:justify-self-start lg:justify-start lg:text-start">
            {textRuns(
              tParts('footer.madeWith', {
                love: LOVE,
                name: <OwnerName key="name" />,
              }),
              LOVE,
            )}
          </p>
          <p className="min-w-0 wrap-anywhere">
            {tParts('footer.copyright', {
              year: String(year),
              name: <OwnerName key="name" />,
            })}
          </p>
          {/* "#top" is the document's top in every browser, without JavaScript too; on the main
              page, once the footer wakes, the same link scrolls to the hero instead. */}
          <a href="#top" aria-label={t('footer.backToTop')} className={BACK_TO_TOP} {...toTop}>
            <Icon name="arrow-up" className="size-5" />
          </a>
        </div>
      </div>
    </footer>
  );
}
