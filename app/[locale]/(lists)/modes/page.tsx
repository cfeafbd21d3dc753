import Link from '@/components/common/page-link';
import { PageHeader } from '@/components/common/page-header';
import { ModeRules } from '@/components/modes/mode-rules';
import { kinds } from '@/lib/kinds/registry';
import { currentLocale } from '@/lib/i18n/current';
import { fillNodes } from '@/lib/i18n/fill-nodes';
import { getT } from '@/lib/i18n/messages';
import { getModesInPageLocale } from '@/lib/queries/teams';
import { pageMetadata } from '@/lib/seo/page-metadata';

export async function generateMetadata() {
  const locale = await currentLocale();
  return pageMetadata({
    title: getT(locale, 'listTitles')('modes'),
    description: getT(locale, 'listDescriptions')('modes'),
    path: '/modes',
  });
}

export default async function ModesPage() {
  const locale = await currentLocale();
  const { modes, effects } = await getModesInPageLocale();
  const t = getT(locale, 'modes');
  return (
    <>
      <PageHeader
        title={getT(locale, 'listTitles')('modes')}
        icon={kinds.modes.icon}
        lead={fillNodes(getT(locale, 'listLeads')('modes', { teams: '{teams}' }), {
          teams: <Link href="/teams">{t('teamsLink')}</Link>,
        })}
      />
      <div className="d-flex flex-column gap-3">
        {modes.map((mode) => (
          <ModeRules key={mode._id} mode={mode} effects={effects} />
        ))}
      </div>
    </>
  );
}
