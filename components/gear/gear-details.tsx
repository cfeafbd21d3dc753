import { currentLocale } from '@/lib/i18n/current';
import { getT } from '@/lib/i18n/messages';
import { DetailSection } from '@/components/character/detail-section';
import type { Gear } from '@/lib/content';
import { getGearDetails } from '@/lib/queries/gears';
import { GearProfile } from './gear-profile';
import { GearSet } from './gear-set';
import { GearUsers } from './gear-users';

/** The top of a gear page, with the names of the effects its passive marks and touches. */
export async function GearHeader({ gear }: { gear: Gear & { _id: string } }) {
  const { effectNames } = await getGearDetails(gear);
  return <GearProfile gear={gear} effectNames={effectNames} />;
}

/** The parts of a gear page that read other documents: its set and who uses it. */
export async function GearDetails({ gear }: { gear: Gear & { _id: string } }) {
  const locale = await currentLocale();
  const sections = getT(locale, 'sections');
  const details = await getGearDetails(gear);
  return (
    <>
      {gear.set && (
        <DetailSection
          id="set"
          title={getT(locale, 'detail')('gearSet', { name: gear.set })}
          icon="collection"
        >
          <GearSet gear={gear} pieces={details.setPieces} effectNames={details.effectNames} />
        </DetailSection>
      )}
      <DetailSection id="used-by" title={sections('usedBy')} icon="people" lead={sections('usedByLead')}>
        <GearUsers users={details.users} />
      </DetailSection>
    </>
  );
}
