import { CardTitleLink } from '@/components/common/card-title-link';
import { ClassBadge } from '@/components/common/class-badge';
import { PortraitImage } from '@/components/common/portrait-image';
import { RarityStars } from '@/components/common/rarity-stars';
import { modeLabels } from '@/components/common/game-modes';
import type { GearDetails } from '@/lib/queries/gears';

/** Characters whose recommended builds use the gear, with the builds that do. */
export function GearUsers({ users }: { users: GearDetails['users'] }) {
  if (users.length === 0)
    return <p className="text-body-secondary">No recommended build uses this piece yet.</p>;
  return (
    <ul className="row row-cols-1 row-cols-md-2 row-cols-xl-3 g-3 list-unstyled">
      {users.map((c) => (
        <li key={c._id} className="col">
          <div className="card h-100">
            <div className="card-body d-flex gap-3">
              <PortraitImage character={c} size={64} />
              <div>
                <CardTitleLink as="h3" className="h6 mb-1" href={`/chars/${c._id}`}>
                  {c.name}
                </CardTitleLink>
                <p className="small text-body-secondary mb-1">{c.title}</p>
                <p className="mb-1">
                  <RarityStars rarity={c.rarity} /> <ClassBadge characterClass={c.class} />
                </p>
                <p className="small mb-0">
                  In {c.builds.map((b) => `${b.name}${b.mode ? ` (${modeLabels[b.mode]})` : ''}`).join(', ')}
                </p>
              </div>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
