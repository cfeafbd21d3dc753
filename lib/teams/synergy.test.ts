import { synergyWords } from '@/lib/i18n/card-words';
import { englishSynergyWords } from './words';
import { buildTeamsData, teamSynergy, type TeamsDataInput } from '@/lib/teams';

// The model on small hand-built graphs: each part of the score on its own, with the words and
// links a reader sees.

type Part = { relation: string; effect: string; target?: string; when?: string; bonus?: string };
const edge = ({ relation, effect, target, when, bonus }: Part) => ({
  relation,
  effect,
  ...(target ? { target } : {}),
  ...(relation === 'applies' ? { chance: 100, turns: 2 } : {}),
  ...(when ? { when } : {}),
  ...(bonus ? { bonus } : {}),
});

function character(
  id: string,
  name: string,
  role: string,
  element: string,
  skills: string[],
  options: { id: string; name: string; modes: string[]; interactions: Part[] }[] = [],
) {
  return {
    _id: id,
    name,
    role,
    element,
    rarity: 5,
    skills,
    traits: [],
    skillTree: [
      {
        tier: 1,
        requiredLevel: 1,
        options: options.map((o) => ({ ...o, description: '', interactions: o.interactions.map(edge) })),
      },
    ],
    recommendations: ['story', 'arena', 'boss'].map((mode) => ({
      mode,
      picks: options
        .filter((o) => o.modes.includes(mode))
        .map((o) => ({ tier: 1, option: o.id, reason: 'x' })),
    })),
  };
}

const skill = (id: string, name: string, ...parts: Part[]) => ({
  _id: id,
  name,
  interactions: parts.map(edge),
});

function world(over: Partial<Record<keyof TeamsDataInput, unknown[]>> = {}) {
  const input = {
    characters: [],
    skills: [],
    traits: [],
    effects: ['drenched', 'burn', 'rally', 'stun'].map((id) => ({
      _id: id,
      name: id[0]!.toUpperCase() + id.slice(1),
      type: id === 'rally' ? 'buff' : 'debuff',
    })),
    enemies: [],
    modes: ['story', 'arena', 'boss'].map((id) => ({
      _id: id,
      name: id,
      squadSize: 2,
      rules: [],
      threats: { enemies: [], characters: [], note: 'x' },
    })),
    ...over,
  };
  return buildTeamsData(input as unknown as TeamsDataInput);
}

const soak = skill('soak', 'Soak', { relation: 'applies', effect: 'drenched', target: 'enemies' });
const zap = skill('zap', 'Zap', {
  relation: 'benefits',
  effect: 'drenched',
  when: 'target',
  bonus: '+30% damage',
});

describe('pairs: one member applies an effect, another benefits from it', () => {
  const data = world({
    characters: [
      character('alma', 'Alma', 'tank', 'frost', ['soak']),
      character('bex', 'Bex', 'damage', 'storm', ['zap']),
      character('cy', 'Cy', 'damage', 'storm', ['soak', 'zap']),
    ],
    skills: [soak, zap],
  });

  it('names the effect, the applier and the beneficiary with their skills and links', () => {
    const report = teamSynergy(data, 'story', ['alma', 'bex']);
    const pairs = report.parts.filter((p) => p.kind === 'pair');
    expect(pairs).toEqual([
      {
        kind: 'pair',
        points: 4,
        label: "Drenched ← Alma's Soak → Bex's Zap: +30% damage",
        members: ['alma', 'bex'],
        effect: 'drenched',
        sources: [
          { member: 'alma', name: 'Soak', href: '/skills#soak' },
          { member: 'bex', name: 'Zap', href: '/skills#zap' },
        ],
      },
    ]);
  });

  it('a member paying off its own effect is no pair, and the total is the sum of the parts', () => {
    const alone = teamSynergy(data, 'story', ['cy', 'bex']);
    // Cy applies Drenched for Bex and benefits from it; Bex applies nothing: one pair, not two.
    expect(alone.parts.filter((p) => p.kind === 'pair').map((p) => p.members)).toEqual([['cy', 'bex']]);
    expect(alone.total).toBe(alone.parts.reduce((sum, p) => sum + p.points, 0));
    expect(teamSynergy(data, 'story', ['alma', 'cy']).parts.filter((p) => p.kind === 'pair')).toHaveLength(1);
  });

  it('one part per beneficiary and effect, worth a pair per applier', () => {
    const [part, ...rest] = teamSynergy(data, 'story', ['alma', 'cy', 'bex']).parts.filter(
      (p) => p.kind === 'pair' && p.members.at(-1) === 'bex',
    );
    expect(rest).toEqual([]);
    expect(part).toMatchObject({
      points: 8,
      label: "Drenched ← Alma's Soak; Cy's Soak → Bex's Zap: +30% damage",
      members: ['alma', 'cy', 'bex'],
    });
  });

  it('buffs pair too: one puts Rally on allies, another gains while under it', () => {
    const rallied = world({
      characters: [
        character('alma', 'Alma', 'tank', 'frost', ['shout']),
        character('bex', 'Bex', 'damage', 'storm', ['surge']),
      ],
      skills: [
        skill('shout', 'Shout', { relation: 'applies', effect: 'rally', target: 'allies' }),
        skill('surge', 'Surge', { relation: 'benefits', effect: 'rally', when: 'self', bonus: '+1 energy' }),
      ],
    });
    expect(teamSynergy(rallied, 'story', ['alma', 'bex']).parts.find((p) => p.kind === 'pair')?.label).toBe(
      "Rally on allies ← Alma's Shout → Bex's Surge: +1 energy",
    );
  });

  it('a skill-tree option counts only in the modes that recommend it, linking to the tree', () => {
    const tree = world({
      characters: [
        character(
          'alma',
          'Alma',
          'tank',
          'frost',
          [],
          [
            {
              id: 'brine',
              name: 'Brine',
              modes: ['boss'],
              interactions: [{ relation: 'applies', effect: 'drenched', target: 'enemy' }],
            },
            { id: 'idle', name: 'Idle', modes: [], interactions: [] },
          ],
        ),
        character('bex', 'Bex', 'damage', 'storm', ['zap']),
      ],
      skills: [zap],
    });
    const boss = teamSynergy(tree, 'boss', ['alma', 'bex']).parts.filter((p) => p.kind === 'pair');
    expect(boss.map((p) => p.sources[0])).toEqual([
      { member: 'alma', name: 'Brine', href: '/chars/alma#skill-tree' },
    ]);
    expect(teamSynergy(tree, 'story', ['alma', 'bex']).parts.filter((p) => p.kind === 'pair')).toEqual([]);
  });
});

describe('anti-synergy: members competing for the same effect on the foe', () => {
  const cash = skill(
    'cash-in',
    'Cash In',
    { relation: 'removes', effect: 'burn', target: 'enemy' },
    { relation: 'benefits', effect: 'burn', when: 'target', bonus: '+50% damage' },
  );
  const stoke = skill('stoke', 'Stoke', {
    relation: 'benefits',
    effect: 'burn',
    when: 'target',
    bonus: '+10% damage',
  });
  const data = world({
    characters: [
      character('ash', 'Ash', 'damage', 'flame', ['cash-in']),
      character('bo', 'Bo', 'damage', 'flame', ['stoke']),
      character('cole', 'Cole', 'damage', 'flame', ['cash-in']),
      character('dee', 'Dee', 'support', 'flame', ['soak']),
    ],
    skills: [cash, stoke, soak],
  });

  it('removing an effect another member needs costs points, naming both', () => {
    const conflicts = teamSynergy(data, 'story', ['ash', 'bo']).parts.filter((p) => p.kind === 'conflict');
    expect(conflicts).toEqual([
      expect.objectContaining({
        points: -4,
        label: "Burn competed for: Ash's Cash In removes it, which Bo's Stoke needs",
        members: ['ash', 'bo'],
      }),
    ]);
  });

  it('two members consuming the same effect conflict once; members who do not touch it, never', () => {
    expect(
      teamSynergy(data, 'story', ['ash', 'cole']).parts.filter((p) => p.kind === 'conflict'),
    ).toHaveLength(1);
    expect(teamSynergy(data, 'story', ['ash', 'dee']).parts.filter((p) => p.kind === 'conflict')).toEqual([]);
  });
});

describe("cover against the mode's threats", () => {
  const enemy = {
    _id: 'kiln',
    name: 'The Kiln',
    skills: [
      {
        name: 'Blast',
        description: '',
        interactions: [edge({ relation: 'applies', effect: 'burn', target: 'enemies' })],
      },
      {
        name: 'Slam',
        description: '',
        interactions: [edge({ relation: 'applies', effect: 'stun', target: 'enemy' })],
      },
      {
        name: 'Roar',
        description: '',
        interactions: [edge({ relation: 'applies', effect: 'rally', target: 'allies' })],
      },
    ],
    resistances: { flame: 50, frost: -25 },
  };
  const data = world({
    characters: [
      character('mend', 'Mend', 'healer', 'earth', ['douse']),
      character('hide', 'Hide', 'tank', 'frost', ['asbestos']),
      character('idle', 'Idle', 'damage', 'flame', []),
    ],
    skills: [
      skill('douse', 'Douse', { relation: 'removes', effect: 'burn', target: 'allies' }),
      skill('asbestos', 'Asbestos', {
        relation: 'resists',
        effect: 'burn',
        target: 'self',
        aspect: 'damage',
      } as Part),
    ],
    enemies: [enemy],
    modes: [
      {
        _id: 'boss',
        name: 'Boss',
        squadSize: 2,
        rules: [{ kind: 'roles-at-least', roles: ['healer'], count: 1, why: 'x' }],
        threats: { enemies: ['kiln'], characters: [], note: 'x' },
      },
    ],
  });

  it('the threats are what the enemies put on the squad, not their own buffs', () => {
    expect(data.modes[0]!.threats.map((t) => t.effect)).toEqual(['burn', 'stun']);
  });

  it('a cleanse for allies covers a threat for 3, a resistance of the bearer alone for 1, and the rest are listed uncovered', () => {
    const both = teamSynergy(data, 'boss', ['mend', 'hide']);
    expect(both.parts.filter((p) => p.kind === 'cover')).toEqual([
      expect.objectContaining({
        points: 3,
        label: "Burn (from The Kiln) covered for allies ← Mend's Douse (removes)",
        members: ['mend'],
        sources: [
          { member: 'mend', name: 'Douse', href: '/skills#douse' },
          { name: 'The Kiln', href: '/enemies#kiln' },
        ],
      }),
    ]);
    expect(both.uncovered).toEqual(['stun']);
    const selfOnly = teamSynergy(data, 'boss', ['hide', 'idle']);
    expect(selfOnly.parts.filter((p) => p.kind === 'cover').map((p) => [p.points, p.label])).toEqual([
      [1, "Burn (from The Kiln) covered only for the bearer ← Hide's Asbestos (resists)"],
    ]);
  });

  it('roles count once each and an element the enemy is weak to scores per member', () => {
    const parts = teamSynergy(data, 'boss', ['mend', 'hide']).parts;
    expect(parts.find((p) => p.kind === 'roles')).toMatchObject({
      points: 4,
      label: '2 roles: healer, tank',
    });
    expect(parts.filter((p) => p.kind === 'element')).toEqual([
      expect.objectContaining({
        points: 2,
        members: ['hide'],
        label: "Hide's frost hits The Kiln (+25% damage taken)",
      }),
    ]);
  });

  it('broken rules are listed apart and leave the score alone', () => {
    const report = teamSynergy(data, 'boss', ['hide', 'idle']);
    expect(report.violations).toEqual(['Needs at least 1 healer (has 0)']);
    expect(report.total).toBe(report.parts.reduce((sum, p) => sum + p.points, 0));
    expect(teamSynergy(data, 'boss', ['hide', 'hide', 'nobody']).violations).toEqual([
      'Boss squads have 2 members (this one has 3)',
      'hide is in the squad twice',
      'Unknown character "nobody"',
      'Needs at least 1 healer (has 0)',
    ]);
  });
  it('writes its parts and broken rules in the words it is given: Japanese and Spanish', () => {
    const ja = teamSynergy(data, 'boss', ['mend', 'hide'], synergyWords('ja'));
    expect(ja.parts.map((p) => p.label)).toEqual([
      'Burn(The Kilnが使用)を味方全体で対策 ← MendのDouse(解除)',
      '役割2種:ヒーラー、タンク',
      'Hideの氷属性がThe Kiln(被ダメージ+25%)の弱点を突く',
    ]);
    expect(teamSynergy(data, 'boss', ['hide', 'idle'], synergyWords('es')).violations).toEqual([
      'Necesita al menos 1 de sanador (tiene 0)',
    ]);
    const es = teamSynergy(data, 'boss', ['mend', 'hide'], synergyWords('es'));
    expect(es.parts.find((p) => p.kind === 'roles')?.label).toBe('2 roles: sanador, tanque');
  });

  it("keeps the English words it uses without a page equal to the catalog's", () => {
    expect(synergyWords('en')).toEqual(englishSynergyWords);
  });
});
