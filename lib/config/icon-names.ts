/**
 * The bootstrap-icons the site shows: /icons.svg serves exactly these as one cached SVG sprite
 * (app/icons.svg/route.ts), instead of the whole icon font, whose CSS and font carry every icon.
 * Add a name here to use a new icon; typecheck rejects a name that is not listed.
 */
export const iconNames = [
  'arrow-clockwise',
  'arrow-down-circle',
  'arrow-up-circle',
  'bar-chart',
  'bar-chart-steps',
  'book',
  'bookmark-check',
  'box-arrow-in-right',
  'box-arrow-right',
  'braces',
  'bug',
  'bullseye',
  'calendar-check',
  'calendar-event',
  'check-lg',
  'clock-history',
  'collection',
  'crosshair',
  'diagram-3',
  'discord',
  'download',
  'exclamation-triangle',
  'fire',
  'flag',
  'funnel',
  'gem',
  'geo-alt',
  'gift',
  'globe-americas',
  'google',
  'hammer',
  'heart-fill',
  'heart-pulse',
  'hexagon-half',
  'hourglass-split',
  'hourglass-top',
  'house-door',
  'lamp-fill',
  'layout-three-columns',
  'lightning',
  'lightning-charge',
  'list',
  'list-check',
  'magic',
  'moon-stars',
  'moon-stars-fill',
  'patch-check',
  'pencil-square',
  'people',
  'person-badge',
  'person-circle',
  'plus-lg',
  'search',
  'shield',
  'shield-fill',
  'shield-lock',
  'shield-shaded',
  'shop',
  'signpost-split',
  'snow',
  'star-fill',
  'stars',
  'suit-spade',
  'sun',
  'sun-fill',
  'tools',
  'translate',
  'trash',
  'trophy',
  'upload',
  'wifi-off',
] as const;

export type IconName = (typeof iconNames)[number];

/** Changes whenever the list does, so browsers never keep a sprite without a newer icon. */
export const iconSpriteVersion = (() => {
  let h = 2166136261;
  for (const ch of iconNames.join(',')) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return (h >>> 0).toString(36);
})();

/** The sprite's URL. */
export const iconSpriteHref = `/icons.svg?v=${iconSpriteVersion}`;
