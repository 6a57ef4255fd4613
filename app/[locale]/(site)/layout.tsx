import { Icon } from '@/components/ui/icon';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { ConsentManager } from '@/components/consent/consent-manager';
import { BackToTop } from '@/components/layout/back-to-top';
import { DeviceProvider } from '@/components/layout/device-provider';
import { HydrateApart } from '@/components/layout/hydrate-apart';
import { FavouriteTextsProvider } from '@/components/favourites/favourite-texts';
import { FavouritesLink } from '@/components/favourites/favourites-link';
import { favouriteTemplates } from '@/components/favourites/favourite-toggle';
import { LanguageLinksProvider } from '@/components/layout/language-links';
import { LanguageSwitcher } from '@/components/layout/language-switcher';
import { LocaleMemory } from '@/components/layout/locale-memory';
import { Logo } from '@/components/layout/logo';
import { menuEntries } from '@/components/layout/main-menu';
import { MainMenuView } from '@/components/layout/main-menu-view';
import { MobileDrawer } from '@/components/layout/mobile-drawer';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { TopBar, TopBarLinks, topBarLinks } from '@/components/layout/top-bar';
import { buildMenu, freeEvaluationHref } from '@/lib/content/menu';
import { siteConfig } from '@/lib/content/site-config';
import { consentTextsUrl } from '@/lib/consent/texts';
import { tagIds } from '@/lib/consent/tag-ids';
import { getPathname } from '@/lib/i18n/navigation';
import { LocaleLink } from '@/components/ui/locale-link';
import { routing } from '@/lib/i18n/routing';
import { pageLocale, type LocaleParams } from '@/lib/i18n/server';
import styles from './layout.module.css';

/**
 * The site's shell around every page: top bar, header with menus, main landmark, footer. The
 * `languages` slot (@languages) gives the language switcher the page's own addresses.
 */
export default async function SiteLayout({
  children,
  languages,
  params,
}: {
  children: ReactNode;
  languages: ReactNode;
  params: LocaleParams;
}) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Shell' });
  const tPages = await getTranslations({ locale, namespace: 'Pages' });
  const tForms = await getTranslations({ locale, namespace: 'Forms' });
  const tFavourites = await getTranslations({ locale, namespace: 'Favourites.header' });
  const valuation = freeEvaluationHref(siteConfig);
  const { agency, topBar, footer } = siteConfig;
  // resolved once: bar and drawer are given the same lists, which the payload carries once
  const menu = menuEntries(locale, buildMenu(siteConfig, locale), (title) =>
    t('showSubmenu', { title }),
  );
  const topBarLeft = topBarLinks(topBar.left, locale);
  const topBarRight = topBarLinks(topBar.right, locale);
  const newTab = t('opensInNewTab');
  const switcher = <LanguageSwitcher label={t('languageSwitcher')} />;

  return (
    <DeviceProvider language={locale} topBarEnabled={topBar.show}>
      <LanguageLinksProvider current={locale} locales={routing.locales}>
        {/* before the header: the switcher reads what the slot publishes in the same pass */}
        {languages}
        <LocaleMemory />
        <FavouriteTextsProvider templates={await favouriteTemplates(locale)}>
          {/* first in the document: keyboard and screen reader users meet the choice first */}
          <ConsentManager tags={tagIds()} textsUrl={consentTextsUrl(locale)} />
          <a href="#main-content" className={styles.skipLink}>
            {t('skipToContent')}
          </a>
          {topBar.show && (
            <TopBar
              left={topBarLeft}
              right={topBarRight}
              labels={{ left: t('topBarLeft'), right: t('topBarRight'), newTab }}
            >
              <div className={styles.wideOnly}>{switcher}</div>
            </TopBar>
          )}
          <SiteHeader>
            <div className={`container ${styles.headerInner}`}>
              <LocaleLink
                href="/"
                className={styles.logoLink}
                aria-label={t('homeLink', { agency: agency.name })}
              >
                <Logo name={agency.name} />
              </LocaleLink>
              <div className={styles.desktopNav}>
                <MainMenuView entries={menu} label={t('mainMenu')} variant="bar" />
              </div>
              <div className={styles.headerActions}>
                {valuation && (
                  <LocaleLink
                    href={valuation.pathname}
                    className={`button button-accent ${styles.valuation}`}
                  >
                    {t('freeValuation')}
                  </LocaleLink>
                )}
                {!topBar.show && <div className={styles.wideOnly}>{switcher}</div>}
                <FavouritesLink
                  href={getPathname({ locale, href: '/favourites' })}
                  locale={locale}
                  texts={{
                    name: tFavourites('name'),
                    // the number left as a slot the island fills (messages are compiled: no raw text)
                    one: tFavourites('one', { count: '{count}' }),
                    other: tFavourites('other', { count: '{count}' }),
                  }}
                >
                  <Icon name="heart" size={24} />
                </FavouritesLink>
                <div className={styles.mobileOnly}>
                  <MobileDrawer
                    openLabel={t('openMenuLabel')}
                    openText={t('openMenu')}
                    closeLabel={t('closeMenu')}
                  >
                    <MainMenuView entries={menu} label={t('mainMenu')} variant="drawer" />
                    {valuation && (
                      <LocaleLink
                        href={valuation.pathname}
                        className={`button button-accent ${styles.drawerValuation}`}
                      >
                        {t('freeValuation')}
                      </LocaleLink>
                    )}
                    {switcher}
                    {topBar.show && (
                      <div className={styles.drawerLinks}>
                        <TopBarLinks
                          links={topBarLeft}
                          label={t('topBarLeft')}
                          newTabLabel={newTab}
                          landmark={false}
                        />
                        <TopBarLinks
                          links={topBarRight}
                          label={t('topBarRight')}
                          newTabLabel={newTab}
                          landmark={false}
                        />
                      </div>
                    )}
                  </MobileDrawer>
                </div>
              </div>
            </div>
          </SiteHeader>
          <main id="main-content" tabIndex={-1} className={styles.main}>
            <HydrateApart>{children}</HydrateApart>
          </main>
          <HydrateApart>
            <SiteFooter
              blocks={footer.blocks}
              locale={locale}
              legalLinks={[
                { href: '/privacy-statement', label: tPages('privacyStatement.title') },
                { href: '/cookie-policy', label: tPages('cookiePolicy.title') },
                { href: '/disclaimer', label: tPages('disclaimer.title') },
              ]}
              cookieSettings={t('cookieSettings')}
              labels={{
                legal: t('legalMenu'),
                copyright: t('copyright', { year: new Date().getFullYear(), agency: agency.name }),
              }}
              newsletter={{
                title: tForms('flows.newsletter.title'),
                lead: tForms('flows.newsletter.lead'),
                label: tForms('fields.email'),
                submit: tForms('flows.newsletter.submit'),
                action: getPathname({ locale, href: '/newsletter' }),
              }}
            />
            <BackToTop label={t('backToTop')} icon={<Icon name="arrow-up" size={22} />} />
          </HydrateApart>
        </FavouriteTextsProvider>
      </LanguageLinksProvider>
    </DeviceProvider>
  );
}
