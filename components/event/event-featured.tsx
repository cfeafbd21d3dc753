import { currentLocale } from '@/lib/i18n/current';
import { getT } from '@/lib/i18n/messages';
import { RichText } from '@/components/common/rich-text';
import { DetailSection } from '@/components/character/detail-section';
import { CharacterCard } from '@/components/lists/character-card';
import { CardWordsProvider } from '@/components/lists/card-words';
import type { GameEvent } from '@/lib/content';
import { getEventDetails } from '@/lib/queries/events';
import { characterCardWords } from '@/lib/i18n/card-words';

/** The event's description (with effect names) and its featured characters, linked. */
export async function EventFeatured({ event }: { event: GameEvent }) {
  const sections = getT(await currentLocale(), 'sections');
  const { featured, effectNames } = await getEventDetails(event);
  const words = characterCardWords(await currentLocale());
  return (
    <>
      <RichText as="p" text={event.description} effectNames={effectNames} className="lead mb-5" />
      <DetailSection id="featured" title={sections('featured')} icon="people">
        {featured.length > 0 ? (
          <CardWordsProvider words={words}>
            <ul className="row row-cols-1 row-cols-sm-2 row-cols-lg-3 g-3 list-unstyled">
              {featured.map((c) => (
                <li key={c._id} className="col">
                  <CharacterCard character={c} />
                </li>
              ))}
            </ul>
          </CardWordsProvider>
        ) : (
          <p className="text-body-secondary">This event features no particular characters.</p>
        )}
      </DetailSection>
    </>
  );
}
