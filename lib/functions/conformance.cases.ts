/**
 * The protocol's conformance table: what MongoDB answers, case by case, written from MongoDB's
 * documentation (query operators, "Query for Null or Missing Fields", "Comparison/Sort Order",
 * projection restrictions) and its documented null semantics, with our own documents. Each case
 * names the _ids MongoDB returns (in order when there is a sort), the documents for a
 * projection, or the 400 a request gets. A case with `differs` is one of the intended
 * differences listed in the README: its expectation is what this protocol answers, and
 * `differs` says what MongoDB does and why we do not.
 */
export interface ConformanceCase {
  name: string;
  filter?: Record<string, unknown>;
  sort?: Record<string, unknown>;
  projection?: Record<string, unknown>;
  /** Matching _ids; in this order when `sort` is given, otherwise in any order. */
  ids?: string[];
  /** Whole documents returned (with a projection), sorted by _id unless `sort` is given. */
  docs?: Record<string, unknown>[];
  /** The request is refused with 400 and a message matching this. */
  error?: RegExp;
  differs?: string;
}

export interface ConformanceGroup {
  name: string;
  docs: Record<string, unknown>[];
  cases: ConformanceCase[];
}

const nullDocs = [
  { _id: 'missing' },
  { _id: 'null', v: null },
  { _id: 'number', v: 7 },
  { _id: 'obj_empty', v: {} },
  { _id: 'obj_w_null', v: { w: null } },
  { _id: 'obj_w_str', v: { w: 'ember' } },
  { _id: 'arr_empty', v: [] },
  { _id: 'arr_nested_empty', v: [[]] },
  { _id: 'arr_scalars', v: [2, 'ash'] },
  { _id: 'arr_scalars_null', v: [2, null] },
  { _id: 'arr_docs_all_w', v: [{ w: 1 }, { w: 'x' }] },
  { _id: 'arr_docs_one_null', v: [{ w: null }, { w: 5 }] },
  { _id: 'arr_docs_one_missing', v: [{ w: 5 }, {}] },
  { _id: 'arr_scalar_and_doc', v: [9, { w: 9 }] },
];
const allNullIds = nullDocs.map((doc) => doc._id);
const except = (ids: string[]) => allNullIds.filter((id) => !ids.includes(id));

const vNull = ['missing', 'null', 'arr_scalars_null'];
// {"v.w": null}: v missing, null or a scalar; a sub-document without w or with w null; an array
// holding such a sub-document. Scalars, arrays and nothing inside an array do not count.
const vwNull = [
  'missing',
  'null',
  'number',
  'obj_empty',
  'obj_w_null',
  'arr_docs_one_null',
  'arr_docs_one_missing',
];

export const groups: ConformanceGroup[] = [
  {
    name: 'null and missing',
    docs: nullDocs,
    cases: [
      { name: '{v: null} matches null, missing and arrays holding null', filter: { v: null }, ids: vNull },
      { name: '{v: {$eq: null}} is the same', filter: { v: { $eq: null } }, ids: vNull },
      { name: '{v: {$ne: null}} is its complement', filter: { v: { $ne: null } }, ids: except(vNull) },
      {
        name: '$in with null adds null and missing',
        filter: { v: { $in: [null, 7] } },
        ids: [...vNull, 'number'],
      },
      {
        name: '$nin with null mirrors $in',
        filter: { v: { $nin: [null, 7] } },
        ids: except([...vNull, 'number']),
      },
      { name: '$gte null means equal to null', filter: { v: { $gte: null } }, ids: vNull },
      { name: '$lte null means equal to null', filter: { v: { $lte: null } }, ids: vNull },
      { name: '$gt null matches nothing', filter: { v: { $gt: null } }, ids: [] },
      { name: '$lt null matches nothing', filter: { v: { $lt: null } }, ids: [] },
      { name: '$not $gte null is $ne null', filter: { v: { $not: { $gte: null } } }, ids: except(vNull) },
      { name: 'dotted null through arrays of sub-documents', filter: { 'v.w': null }, ids: vwNull },
      { name: 'dotted $eq null', filter: { 'v.w': { $eq: null } }, ids: vwNull },
      { name: 'dotted $ne null is its complement', filter: { 'v.w': { $ne: null } }, ids: except(vwNull) },
      {
        name: 'dotted $in with null',
        filter: { 'v.w': { $in: [null, 9] } },
        ids: [...vwNull, 'arr_scalar_and_doc'],
      },
      {
        name: 'dotted $nin with null mirrors $in',
        filter: { 'v.w': { $nin: [null, 9] } },
        ids: except([...vwNull, 'arr_scalar_and_doc']),
      },
      { name: 'dotted $lte null', filter: { 'v.w': { $lte: null } }, ids: vwNull },
      { name: 'dotted $not $lte null', filter: { 'v.w': { $not: { $lte: null } } }, ids: except(vwNull) },
      {
        name: '$or of null and a value',
        filter: { $or: [{ 'v.w': null }, { 'v.w': 9 }] },
        ids: [...vwNull, 'arr_scalar_and_doc'],
      },
      { name: '$exists false', filter: { v: { $exists: false } }, ids: ['missing'] },
      { name: '$exists 0 is $exists false', filter: { v: { $exists: 0 } }, ids: ['missing'] },
      { name: '$exists 1 is $exists true', filter: { v: { $exists: 1 } }, ids: except(['missing']) },
      {
        name: 'dotted $exists false: no value at all',
        filter: { 'v.w': { $exists: false } },
        ids: [
          'missing',
          'null',
          'number',
          'obj_empty',
          'arr_empty',
          'arr_nested_empty',
          'arr_scalars',
          'arr_scalars_null',
        ],
      },
      {
        name: '$elemMatch $eq null needs a null element',
        filter: { v: { $elemMatch: { $eq: null } } },
        ids: ['arr_scalars_null'],
      },
      {
        name: '$elemMatch $ne null needs a non-null element',
        filter: { v: { $elemMatch: { $ne: null } } },
        ids: [
          'arr_nested_empty',
          'arr_scalars',
          'arr_scalars_null',
          'arr_docs_all_w',
          'arr_docs_one_null',
          'arr_docs_one_missing',
          'arr_scalar_and_doc',
        ],
      },
      {
        name: '$elemMatch on a field: null or missing in a sub-document',
        filter: { v: { $elemMatch: { w: null } } },
        ids: ['arr_docs_one_null', 'arr_docs_one_missing'],
      },
      {
        name: '$elemMatch on a field: $ne null',
        filter: { v: { $elemMatch: { w: { $ne: null } } } },
        ids: ['arr_docs_all_w', 'arr_docs_one_null', 'arr_docs_one_missing', 'arr_scalar_and_doc'],
      },
      { name: '$size 0', filter: { v: { $size: 0 } }, ids: ['arr_empty'] },
      { name: '$type null', filter: { v: { $type: 'null' } }, ids: ['null', 'arr_scalars_null'] },
    ],
  },
  {
    name: 'comparison, types and arrays',
    docs: [
      { _id: 'one', q: 1 },
      { _id: 'two_half', q: 2.5 },
      { _id: 'str_two', q: '2' },
      { _id: 'arr_1_5', q: [1, 5] },
      { _id: 'arr_0_10', q: [0, 10] },
      { _id: 'true', q: true },
      { _id: 'obj', q: { r: 1 } },
      { _id: 'none' },
      { _id: 'big', q: 3000000000 },
    ],
    cases: [
      {
        name: '$gt compares numbers only, and array elements',
        filter: { q: { $gt: 2 } },
        ids: ['two_half', 'arr_1_5', 'arr_0_10', 'big'],
      },
      {
        name: 'two bounds may be met by different elements',
        filter: { q: { $gt: 1, $lt: 5 } },
        ids: ['two_half', 'arr_1_5', 'arr_0_10'],
      },
      {
        name: '$elemMatch needs one element meeting both',
        filter: { q: { $elemMatch: { $gt: 1, $lt: 5 } } },
        ids: [],
      },
      { name: 'strings compare with strings only', filter: { q: { $gte: '1' } }, ids: ['str_two'] },
      { name: 'booleans compare with booleans', filter: { q: { $gte: false } }, ids: ['true'] },
      { name: 'equality matches an array element', filter: { q: 1 }, ids: ['one', 'arr_1_5'] },
      { name: 'an array literal matches the whole array in order', filter: { q: [1, 5] }, ids: ['arr_1_5'] },
      { name: 'a reordered array literal does not match', filter: { q: [5, 1] }, ids: [] },
      {
        name: '$ne with an array literal excludes that whole array',
        filter: { q: { $ne: [1, 5] } },
        ids: ['one', 'two_half', 'str_two', 'arr_0_10', 'true', 'obj', 'none', 'big'],
      },
      { name: 'an object literal matches the whole object', filter: { q: { r: 1 } }, ids: ['obj'] },
      { name: '$in over types', filter: { q: { $in: [2.5, '2'] } }, ids: ['two_half', 'str_two'] },
      { name: '$all of values', filter: { q: { $all: [1, 5] } }, ids: ['arr_1_5'] },
      {
        name: '$all with one value matches a scalar too',
        filter: { q: { $all: [1] } },
        ids: ['one', 'arr_1_5'],
      },
      { name: '$all with no values matches nothing', filter: { q: { $all: [] } }, ids: [] },
      { name: '$size', filter: { q: { $size: 2 } }, ids: ['arr_1_5', 'arr_0_10'] },
      {
        name: '$not matches what the condition does not, missing included',
        filter: { q: { $not: { $gt: 2 } } },
        ids: ['one', 'str_two', 'true', 'obj', 'none'],
      },
      {
        name: '$type "number"',
        filter: { q: { $type: 'number' } },
        ids: ['one', 'two_half', 'arr_1_5', 'arr_0_10', 'big'],
      },
      {
        name: '$type "int": integers in 32 bits, as the Node driver stores them',
        filter: { q: { $type: 'int' } },
        ids: ['one', 'arr_1_5', 'arr_0_10'],
      },
      { name: '$type "double"', filter: { q: { $type: 'double' } }, ids: ['two_half', 'big'] },
      { name: '$type by number (2: string)', filter: { q: { $type: 2 } }, ids: ['str_two'] },
      { name: '$type "bool"', filter: { q: { $type: 'bool' } }, ids: ['true'] },
      { name: '$type "object"', filter: { q: { $type: 'object' } }, ids: ['obj'] },
      { name: '$type "array"', filter: { q: { $type: 'array' } }, ids: ['arr_1_5', 'arr_0_10'] },
      { name: '$type with a list', filter: { q: { $type: ['string', 8] } }, ids: ['str_two', 'true'] },
      {
        name: '$type "date" matches nothing: JSON has no dates',
        filter: { q: { $type: 'date' } },
        ids: [],
        differs:
          'MongoDB stores dates as a BSON type; JSON documents hold them as strings, so they are "string".',
      },
      {
        name: '$mod truncates the value',
        filter: { q: { $mod: [2, 0] } },
        ids: ['two_half', 'arr_0_10', 'big'],
      },
      { name: '$mod with a remainder', filter: { q: { $mod: [4, 1] } }, ids: ['one', 'arr_1_5'] },
      {
        name: '$mod truncates divisor and remainder',
        filter: { q: { $mod: [4.7, 1.2] } },
        ids: ['one', 'arr_1_5'],
      },
      {
        name: '$comment is ignored',
        filter: { $comment: 'from the tier page', q: 1 },
        ids: ['one', 'arr_1_5'],
      },
      { name: '$mod divisor 0 is refused', filter: { q: { $mod: [0, 1] } }, error: /divisor cannot be 0/ },
      { name: '$mod needs two values', filter: { q: { $mod: [2] } }, error: /not enough elements/ },
      {
        name: 'an unknown $type alias is refused',
        filter: { q: { $type: 'float' } },
        error: /unknown type name alias: float/,
      },
      {
        name: 'an unknown $type code is refused',
        filter: { q: { $type: 99 } },
        error: /invalid numerical type code: 99/,
      },
      {
        name: '$comment below the top level is refused',
        filter: { $and: [{ $comment: 'x' }] },
        error: /\$comment/,
      },
      {
        name: '$where is refused',
        filter: { $where: 'true' },
        error: /operator \$where is not allowed/,
        differs: 'MongoDB runs JavaScript for $where; running client code is refused.',
      },
      {
        name: '$expr is refused',
        filter: { $expr: { $eq: [1, 1] } },
        error: /operator \$expr is not allowed/,
      },
      {
        name: 'bitwise operators are not offered',
        filter: { q: { $bitsAllSet: 1 } },
        error: /unknown operator \$bitsAllSet/,
      },
    ],
  },
  {
    name: 'regular expressions',
    docs: [
      { _id: 's1', name: 'Ember Knight', tags: ['fire', 'melee'] },
      { _id: 's2', name: 'ember mage', tags: ['fire', 'ranged'] },
      { _id: 's3', name: 'Frost Warden', tags: ['ice'] },
      { _id: 's4', name: 42 },
    ],
    cases: [
      { name: '$regex is case-sensitive', filter: { name: { $regex: '^ember' } }, ids: ['s2'] },
      { name: '$options i', filter: { name: { $regex: '^ember', $options: 'i' } }, ids: ['s1', 's2'] },
      {
        name: 'a regex inside $in, next to a value',
        filter: { name: { $in: [{ $regex: '^frost', $options: 'i' }, 42] } },
        ids: ['s3', 's4'],
      },
      {
        name: 'a regex inside $nin',
        filter: { name: { $nin: [{ $regex: 'ember', $options: 'i' }] } },
        ids: ['s3', 's4'],
      },
      { name: 'a regex inside $all', filter: { tags: { $all: [{ $regex: '^fi' }, 'melee'] } }, ids: ['s1'] },
      {
        name: 'a regex in $in tests array elements',
        filter: { tags: { $in: [{ $regex: '^ice$' }] } },
        ids: ['s3'],
      },
      {
        name: '$not with a regex',
        filter: { name: { $not: { $regex: '^ember', $options: 'i' } } },
        ids: ['s3', 's4'],
      },
      {
        name: 'a regex in $in passes the same safety checks',
        filter: { name: { $in: [{ $regex: '(a+)+' }] } },
        error: /nested repetition/,
      },
      {
        name: 'unknown flags in $in are refused',
        filter: { name: { $in: [{ $regex: 'a', $options: 'x' }] } },
        error: /flags i, m, s/,
      },
      {
        name: 'extra keys beside $regex are refused',
        filter: { name: { $in: [{ $regex: 'a', extra: 1 }] } },
        error: /\$regex/,
      },
      {
        name: '$elemMatch belongs in $all only',
        filter: { tags: { $in: [{ $elemMatch: { $eq: 'ice' } }] } },
        error: /only allowed inside \$all/,
      },
    ],
  },
  {
    name: '$elemMatch and logical operators',
    docs: [
      {
        _id: 'e1',
        picks: [
          { hero: 'ash', tier: 1 },
          { hero: 'vale', tier: 3 },
        ],
      },
      { _id: 'e2', picks: [{ hero: 'ash', tier: 2 }] },
      { _id: 'e3', picks: [{ hero: 'nox' }] },
      { _id: 'e4', picks: ['ash'] },
    ],
    cases: [
      {
        name: '$elemMatch holding only $or',
        filter: { picks: { $elemMatch: { $or: [{ tier: 1 }, { hero: 'nox' }] } } },
        ids: ['e1', 'e3'],
      },
      {
        name: '$elemMatch holding only $and',
        filter: { picks: { $elemMatch: { $and: [{ hero: 'ash' }, { tier: { $gte: 2 } }] } } },
        ids: ['e2'],
      },
      {
        name: '$elemMatch holding only $nor (sub-documents only)',
        filter: { picks: { $elemMatch: { $nor: [{ hero: 'ash' }] } } },
        ids: ['e1', 'e3'],
      },
      {
        name: 'logical operators nested inside $elemMatch',
        filter: {
          picks: {
            $elemMatch: { $or: [{ $and: [{ hero: 'ash' }, { tier: 1 }] }, { tier: { $exists: false } }] },
          },
        },
        ids: ['e1', 'e3'],
      },
      {
        name: '$elemMatch inside $elemMatch inside $or',
        filter: {
          $or: [{ picks: { $elemMatch: { $nor: [{ $or: [{ hero: 'ash' }, { hero: 'vale' }] }] } } }],
        },
        ids: ['e3'],
      },
      {
        name: '$elemMatch keeps conditions on one element',
        filter: { picks: { $elemMatch: { hero: 'ash', tier: 3 } } },
        ids: [],
      },
      {
        name: 'dotted conditions may meet different elements',
        filter: { 'picks.hero': 'ash', 'picks.tier': 3 },
        ids: ['e1'],
      },
      {
        name: '$all with $elemMatch',
        filter: { picks: { $all: [{ $elemMatch: { hero: 'ash' } }, { $elemMatch: { tier: 3 } }] } },
        ids: ['e1'],
      },
      { name: '$elemMatch on values', filter: { picks: { $elemMatch: { $eq: 'ash' } } }, ids: ['e4'] },
      { name: 'a dotted comparison through an array', filter: { 'picks.tier': { $gt: 2 } }, ids: ['e1'] },
      {
        name: '$all cannot mix $elemMatch with values',
        filter: { picks: { $all: [{ $elemMatch: { hero: 'ash' } }, 'ash'] } },
        error: /cannot mix \$elemMatch/,
      },
    ],
  },
  {
    name: 'positional paths',
    docs: [
      { _id: 'p1', tiers: [{ picks: ['ash', 'vale'] }, { picks: ['nox'] }] },
      { _id: 'p2', tiers: [{ picks: ['nox'] }] },
      { _id: 'p3', tiers: { 0: { picks: ['ash'] } } },
      { _id: 'p4', tiers: [] },
    ],
    cases: [
      {
        name: 'an index into an array, or a field named "0"',
        filter: { 'tiers.0.picks': 'ash' },
        ids: ['p1', 'p3'],
      },
      { name: 'a later index', filter: { 'tiers.1.picks': 'nox' }, ids: ['p1'] },
      { name: 'an index at the end of the path', filter: { 'tiers.0.picks.1': 'vale' }, ids: ['p1'] },
      { name: '$exists on an index', filter: { 'tiers.0': { $exists: true } }, ids: ['p1', 'p2', 'p3'] },
      { name: '$size on an indexed element', filter: { 'tiers.0.picks': { $size: 1 } }, ids: ['p2', 'p3'] },
      { name: 'null at a missing index', filter: { 'tiers.0': null }, ids: ['p4'] },
      { name: '$in on an index', filter: { 'tiers.0.picks': { $in: ['nox', 'zed'] } }, ids: ['p2'] },
      {
        name: 'sort on a positional key (least element ascending)',
        sort: { 'tiers.0.picks': 1 },
        ids: ['p4', 'p1', 'p3', 'p2'],
      },
      {
        name: 'sort on a positional key descending (greatest element)',
        sort: { 'tiers.0.picks': -1 },
        ids: ['p1', 'p2', 'p3', 'p4'],
      },
      {
        name: 'a projection reads the number as a field name, as MongoDB does',
        projection: { 'tiers.0': 1, _id: 0 },
        sort: { _id: 1 },
        docs: [{ tiers: [{}, {}] }, { tiers: [{}] }, { tiers: { 0: { picks: ['ash'] } } }, { tiers: [] }],
      },
      {
        name: 'two positions in a row are refused',
        filter: { 'tiers.0.1': 'x' },
        error: /two array positions in a row/,
        differs:
          'MongoDB reads "a.0.1" through nested arrays; refused here because lax jsonpath cannot guard an index applied to an array element.',
      },
      {
        name: 'more than three positions are refused',
        filter: { 'a.0.b.1.c.2.d.3': 1 },
        error: /more than 3 array positions/,
        differs:
          'MongoDB has no such bound; each position doubles the jsonpaths a path becomes, so it is capped.',
      },
    ],
  },
  {
    name: 'sort across types',
    docs: [
      { _id: 'o_empty', k: [] },
      { _id: 'o_null', k: null },
      { _id: 'o_missing' },
      { _id: 'o_num', k: 1 },
      { _id: 'o_str', k: 'b' },
      { _id: 'o_obj', k: {} },
      { _id: 'o_arr', k: [3, 'a'] },
      { _id: 'o_true', k: true },
      { _id: 'o_false', k: false },
      { _id: 'o_arr2', k: [0.5, true] },
    ],
    cases: [
      {
        name: 'ascending: [] < null = missing < numbers < strings < objects < booleans; arrays by least element',
        sort: { k: 1 },
        ids: [
          'o_empty',
          'o_missing',
          'o_null',
          'o_arr2',
          'o_num',
          'o_arr',
          'o_str',
          'o_obj',
          'o_false',
          'o_true',
        ],
      },
      {
        name: 'descending: arrays by greatest element, [] last',
        sort: { k: -1 },
        ids: [
          'o_arr2',
          'o_true',
          'o_false',
          'o_obj',
          'o_str',
          'o_arr',
          'o_num',
          'o_missing',
          'o_null',
          'o_empty',
        ],
      },
      { name: 'a sort key must be 1 or -1', sort: { k: 2 }, error: /must be 1 or -1/ },
    ],
  },
  {
    name: 'sort through arrays of sub-documents',
    docs: [
      { _id: 't1', c: [{ d: { x: 5 } }, { d: { x: 2 } }] },
      { _id: 't2', c: [{ d: { x: 3 } }] },
      { _id: 't3', c: { d: { x: 4 } } },
      { _id: 't4', c: [{ d: {} }] },
      { _id: 't5', c: [[{ d: { x: 1 } }]] },
    ],
    cases: [
      { name: 'ascending by the least key found', sort: { 'c.d.x': 1 }, ids: ['t4', 't5', 't1', 't2', 't3'] },
      {
        name: 'descending by the greatest key found',
        sort: { 'c.d.x': -1 },
        ids: ['t1', 't3', 't2', 't4', 't5'],
      },
      {
        name: 'a filter and a sort through the same arrays',
        filter: { 'c.d.x': { $gte: 3 } },
        sort: { 'c.d.x': 1 },
        ids: ['t1', 't2', 't3'],
      },
    ],
  },
  {
    name: 'projection',
    docs: [{ _id: 'r1', a: { b: 1, c: 2 }, d: 3 }],
    cases: [
      { name: 'inclusion without _id', projection: { _id: 0, d: 1 }, docs: [{ d: 3 }] },
      { name: 'exclusion of _id and a field', projection: { d: 0, _id: 0 }, docs: [{ a: { b: 1, c: 2 } }] },
      { name: 'dotted inclusion', projection: { 'a.b': 1 }, docs: [{ _id: 'r1', a: { b: 1 } }] },
      {
        name: '_id: 1 with an exclusion is refused',
        projection: { _id: 1, d: 0 },
        error: /Cannot do inclusion on field _id in exclusion projection/,
      },
      {
        name: 'inclusion then exclusion is refused',
        projection: { d: 1, a: 0 },
        error: /Cannot do exclusion on field a in inclusion projection/,
      },
      {
        name: 'exclusion then inclusion is refused',
        projection: { a: 0, d: 1 },
        error: /Cannot do inclusion on field d in exclusion projection/,
      },
      {
        name: 'a path collision is refused',
        projection: { a: 1, 'a.b': 1 },
        error: /Path collision at a\.b remaining portion b/,
      },
      {
        name: 'a path collision in either order',
        projection: { 'a.b': 0, a: 0 },
        error: /Path collision at a\.b/,
      },
    ],
  },
  {
    name: 'intended differences',
    docs: [
      { _id: 'd_obj_rs', o: { r: 1, s: 2 } },
      { _id: 'd_obj_z', o: { z: 1 } },
      { _id: 'd_tiers', tiers: [{ picks: [{ x: 1 }, {}] }] },
    ],
    cases: [
      {
        name: 'object equality ignores key order',
        filter: { o: { s: 2, r: 1 } },
        ids: ['d_obj_rs'],
        differs:
          'MongoDB compares embedded documents field by field in stored order, so {s: 2, r: 1} would not match; jsonb keeps objects with normalised key order, so the order a client wrote is not there to compare.',
      },
      {
        name: 'objects sort in jsonb order (fewer keys first), not field by field',
        sort: { o: 1 },
        ids: ['d_tiers', 'd_obj_z', 'd_obj_rs'],
        differs:
          'MongoDB compares the first field names ("r" < "z") and puts {r: 1, s: 2} first; jsonb orders objects by key count, then keys and values. Only sorts on object-valued fields are affected.',
      },
      {
        name: 'null after an array position counts the path missing only when nothing is there',
        filter: { 'tiers.0.picks.x': null },
        ids: ['d_obj_rs', 'd_obj_z'],
        differs:
          'MongoDB also matches d_tiers because the element {} lacks x; after a positional segment this protocol treats the path as missing only when no value is at it at all.',
      },
      {
        name: 'lookahead in a regex is refused',
        filter: { o: { $regex: '(?=r)' } },
        error: /lookahead and lookbehind are not supported/,
        differs:
          "MongoDB's PCRE runs lookaround and backreferences; they are refused so every pattern runs in linear time on PostgreSQL's engine (hardening issue).",
      },
      {
        name: 'the x option is refused',
        filter: { o: { $regex: 'r', $options: 'x' } },
        error: /flags i, m, s/,
        differs: "PostgreSQL's jsonpath like_regex has no extended (x) flag; refused rather than ignored.",
      },
      {
        name: 'projection operators are not offered',
        projection: { tiers: { $slice: 1 } },
        error: /must be 0, 1, true or false/,
        differs:
          'MongoDB projects array slices and matched elements ($slice, $elemMatch, $); this protocol projects fields only.',
      },
    ],
  },
];
