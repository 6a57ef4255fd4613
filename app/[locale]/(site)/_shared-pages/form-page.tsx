import { configuredPageMetadata } from '@/lib/seo/configured-page';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/layout/page-heading';
import type { StaticRoute } from '@/lib/i18n/pathnames';
import { pageLocale, type LocaleParams } from '@/lib/i18n/server';
import { FlowForm } from '@/components/forms/flow-form';
import { FormLayout } from '@/components/forms/form-layout';
import { Offices } from '@/components/forms/offices';

/** A page that is one request form: "I'm looking for" (demand register) and the free valuation. */
export function formPage(
  flow: 'demand' | 'valuation',
  pageKey: 'demandRegister' | 'contactDemand',
  route: StaticRoute,
) {
  async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
    return configuredPageMetadata(await pageLocale(params), route, pageKey);
  }

  async function Page({ params }: { params: LocaleParams }) {
    const locale = await pageLocale(params);
    const t = await getTranslations({ locale, namespace: 'Pages' });
    const tForms = await getTranslations({ locale, namespace: 'Forms' });
    return (
      <>
        <PageHeading title={t(`${pageKey}.title`)} lead={t(`${pageKey}.description`)} />
        <FormLayout title={tForms(`flows.${flow}.title`)} aside={<Offices locale={locale} />}>
          <FlowForm flow={flow} locale={locale} />
        </FormLayout>
      </>
    );
  }

  return { generateMetadata, Page };
}
