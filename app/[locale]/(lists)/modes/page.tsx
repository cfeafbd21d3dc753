import Link from '@/components/common/page-link';
import { PageHeader } from '@/components/common/page-header';
import { ModeRules } from '@/components/modes/mode-rules';
import { kinds } from '@/lib/kinds/registry';
import { getModes } from '@/lib/queries/teams';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { currentLocale } from '@/lib/i18n/current';
import { getT } from '@/lib/i18n/messages';

export async function generateMetadata() {
  const locale = await currentLocale();
  return pageMetadata({
    title: getT(locale, 'kinds')('modes'),
    description: getT(locale, 'listUi')('modesDescription'),
    path: '/modes',
  });
}

export default async function ModesPage() {
  const locale = await currentLocale();
  const { modes, effects } = await getModes(locale);
  const t = getT(locale, 'listUi');
  // The link inside the sentence, wherever the language puts it.
  const [before, after = ''] = t('modesLead', { teams: '\u0000' }).split('\u0000');
  return (
    <>
      <PageHeader
        title={getT(locale, 'kinds')('modes')}
        icon={kinds.modes.icon}
        lead={
          <>
            {before}
            <Link href="/teams">{t('modesTeams')}</Link>
            {after}
          </>
        }
      />
      <div className="d-flex flex-column gap-3">
        {modes.map((mode) => (
          <ModeRules key={mode._id} mode={mode} effects={effects} />
        ))}
      </div>
    </>
  );
}
