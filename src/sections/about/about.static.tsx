import { BUTTON_ICON_BEFORE, BUTTON_PRIMARY } from '../../components/button-styles';
import { GradientIcon } from '../../components/gradient-icon';
import { Section } from '../../components/section';
import { aboutCards, profile } from '../../content';
import { SITE_BASE } from '../../config/site-base';
import { resumeUrl } from '../../lib/asset-url';
import { spokenLanguage } from '../../lib/spoken-language';
import { Icon } from '../../components/icon';
import { bdiDirection, langOf, t } from '../../words';

export default function About() {
  const languages = profile.languages ?? [];
  return (
    <Section id="about" title={t('about.title')} subtitle={t('about.subtitle')} tinted>
      <div className="grid grid-cols-1 gap-12 lg:grid-cols-2">
        <div>
          <div className="space-y-4 text-base leading-relaxed text-muted sm:text-lg">
            {profile.about.map((paragraph, index) => (
              <p key={`${index}-${paragraph.slice(0, 24)}`} dir="auto" lang={langOf(paragraph)}>
                {paragraph}
              </p>
            ))}
          </div>
          {profile.interests.length > 0 && (
            <>
              <h3 className="mt-8 text-lg font-semibold text-fg">{t('about.interests')}</h3>
              <ul className="mt-3 flex flex-wrap gap-2">
                {profile.interests.map((interest, index) => (
                  <li
                    key={`${index}-${interest}`}
                    className="rounded-full bg-accent-soft px-4 py-1.5 text-sm font-medium text-accent-strong"
                  >
                    <bdi lang={langOf(interest)}>{interest}</bdi>
                  </li>
                ))}
              </ul>
            </>
          )}
          {languages.length > 0 && (
            <>
              <h3 className="mt-8 text-lg font-semibold text-fg">{t('about.languages')}</h3>
              <ul className="mt-3 flex flex-wrap gap-2">
                {languages.map((item, index) => (
                  <li
                    key={`${index}-${item.language}`}
                    className="rounded-full bg-accent-soft px-4 py-1.5 text-sm font-medium text-accent-strong"
                  >
                    {spokenLanguage(item)}
                  </li>
                ))}
              </ul>
            </>
          )}
          <a
            href={resumeUrl(profile, SITE_BASE)}
            download
            data-pagefind-ignore
            className={`${BUTTON_PRIMARY} mt-8 print:hidden`}
          >
            <Icon name="download" className={BUTTON_ICON_BEFORE} />
            {t('about.downloadResume')}
          </a>
        </div>
        <ul className="grid gap-6 sm:grid-cols-2">
          {aboutCards.map((card) => (
            <li
              key={card.id}
              className="rounded-2xl border border-border bg-surface p-6 shadow-sm transition-shadow hover:shadow-lg"
            >
              <GradientIcon name={card.icon} accent={card.accent} />
              <h3 className="mt-4 text-lg font-semibold text-fg">
                <bdi lang={langOf(card.title)}>{card.title}</bdi>
              </h3>
              {/* Aligned as the page reads; a line in another language keeps its own order. */}
              <p className="mt-1 font-medium text-fg">
                <bdi lang={langOf(card.primary)}>{card.primary}</bdi>
              </p>
              <p className="text-sm text-muted">
                <bdi lang={langOf(card.secondary)}>{card.secondary}</bdi>
              </p>
              <p className="text-sm text-muted">
                <bdi lang={langOf(card.tertiary)}>{card.tertiary}</bdi>
              </p>
              {card.duration && (
                <p className="mt-2 text-xs font-semibold text-accent">
                  <bdi lang={langOf(card.duration)} dir={bdiDirection(card.duration)}>
                    {card.duration}
                  </bdi>
                </p>
              )}
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
