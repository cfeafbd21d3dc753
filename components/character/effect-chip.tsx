import Link from '@/components/common/page-link';
import { titleCase } from '@/components/common/game-style';
import type { Effect, Skill } from '@/lib/content';

const typeStyles: Record<Effect['type'], string> = {
  buff: 'text-bg-success',
  debuff: 'text-bg-danger',
  control: 'text-bg-warning',
};

interface Props {
  applied: Skill['effects'][number];
  effect?: Pick<Effect, 'name' | 'type'>;
}

/** A status effect a skill applies, with its chance and duration, linking to the effect list. */
export function EffectChip({ applied, effect }: Props) {
  const turns =
    applied.turns === 0 ? 'until removed' : `${applied.turns} turn${applied.turns === 1 ? '' : 's'}`;
  return (
    <Link
      href={`/effects#${applied.effect}`}
      className={`badge rounded-pill text-decoration-none ${effect ? typeStyles[effect.type] : 'text-bg-secondary'}`}
    >
      {effect?.name ?? titleCase(applied.effect)} · {applied.chance}% · {turns}
    </Link>
  );
}
