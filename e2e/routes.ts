/** Every page template the site shell owns, with the heading each must show. */
export const listRoutes = [
  { path: '/chars', name: 'chars', heading: 'Characters' },
  { path: '/skills', name: 'skills', heading: 'Skills' },
  { path: '/traits', name: 'traits', heading: 'Traits' },
  { path: '/effects', name: 'effects', heading: 'Effects' },
  { path: '/gears', name: 'gears', heading: 'Gears' },
  { path: '/tarots', name: 'tarots', heading: 'Tarots' },
  { path: '/engravings', name: 'engravings', heading: 'Engravings' },
  { path: '/enemies', name: 'enemies', heading: 'Enemies' },
  { path: '/tierlist', name: 'tierlist', heading: 'Tier list' },
] as const;

/** One page of each detail template, and the events list. */
export const detailRoutes = [
  { path: '/chars/aurelia-vance', name: 'character-detail', heading: 'Aurelia Vance' },
  { path: '/gears/wickblade', name: 'gear-detail', heading: 'Wickblade' },
  { path: '/effects/taunt', name: 'effect-detail', heading: 'Taunt' },
  { path: '/events', name: 'events', heading: 'Events' },
  { path: '/events/cinder-leviathan-raid', name: 'event-detail', heading: 'Raid: The Cinder Leviathan' },
] as const;

export const templates = [
  { path: '/', name: 'home', heading: 'Lanternfall Codex' },
  ...listRoutes,
  ...detailRoutes,
  { path: '/changelog', name: 'changelog', heading: 'Changelog' },
  { path: '/no-such-page', name: 'not-found', heading: 'Page not found' },
] as const;
