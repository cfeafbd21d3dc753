import Link from '@/components/common/page-link';
import { PageHeader } from '@/components/common/page-header';
import { ModeRules } from '@/components/modes/mode-rules';
import { kinds } from '@/lib/kinds/registry';
import { getModes } from '@/lib/queries/teams';
import { currentLocale } from '@/lib/i18n/current';
import { pageMetadata } from '@/lib/seo/page-metadata';

export const generateMetadata = () =>
  pageMetadata({
    title: kinds.modes.title,
    description:
      'Lanternfall game modes: squad sizes, role and element rules, and the bosses and rivals each mode throws at a squad.',
    path: '/modes',
  });

export default async function ModesPage() {
  const { modes, effects } = await getModes(await currentLocale());
  return (
    <>
      <PageHeader
        title={kinds.modes.title}
        icon={kinds.modes.icon}
        lead={
          <>
            The squad rules of each mode and what it throws at you; <Link href="/teams">teams</Link> are
            scored against them.
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
