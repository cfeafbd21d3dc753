import type { IconName } from '@/lib/config/icon-names';
import type { Gear } from '@/lib/content';

/** bootstrap-icons names for the gear slots. */
export const slotIcons: Record<Gear['slot'], IconName> = {
  weapon: 'hammer',
  armor: 'shield-shaded',
  accessory: 'gem',
  relic: 'hexagon-half',
};
