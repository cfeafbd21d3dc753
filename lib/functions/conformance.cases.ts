/**
 * The protocol's conformance table: what MongoDB answers, case by case, written from MongoDB's
 * documentation (query operators, "Query for Null or Missing Fields", "Comparison/Sort Order",
 * projection restrictions) and its jstests (each group names the one it follows), with our own
 * documents. Each case names the _ids MongoDB returns (in order when there is a sort), the
 * documents for a projection, or the 400 a request gets. A case with `differs` is one of the
 * differences listed in docs/protocol.md ("Where it differs from MongoDB"): its expectation is
 * what this protocol answers, and `differs` says what MongoDB does and why we do not.
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
// holding such a sub-document, or holding no sub-document at all (it gives w no value).
const vwNull = [
  'missing',
  'null',
  'number',
  'obj_empty',
  'obj_w_null',
  'arr_empty',
  'arr_nested_empty',
  'arr_scalars',
  'arr_scalars_null',
  'arr_docs_one_null',
  'arr_docs_one_missing',
];

const slotIds = [
  'scalar',
  'arr',
  'obj',
  'arr_arr',
  'arr_obj',
  'obj_arr',
  'obj_obj',
  'arr_arr_arr',
  'arr_arr_obj',
  'arr_obj_arr',
  'arr_obj_obj',
];
const slot0 = ['arr', 'obj', 'arr_obj', 'obj_arr', 'arr_obj_arr'];
const exceptSlot = (ids: string[]) => slotIds.filter((id) => !ids.includes(id));

const nullArrayDocs = [
  { _id: 'a_empty_subobject', a: {} },
  { _id: 'a_null', a: null },
  { _id: 'a_number', a: 4 },
  { _id: 'a_subobject_b_not_null', a: { b: 'hi' } },
  { _id: 'a_subobject_b_null', a: { b: null } },
  { _id: 'no_a' },
  { _id: 'a_double_array', a: [[]] },
  { _id: 'a_empty_array', a: [] },
  { _id: 'a_object_array_b_mix_null_missing', a: [{ b: null }, { b: null }, {}] },
  { _id: 'a_object_array_no_b_nulls', a: [{ b: 1 }, { b: 3 }, { b: 'string' }] },
  { _id: 'a_object_array_some_b_nulls', a: [{ b: null }, { b: 3 }, { b: null }] },
  { _id: 'a_object_array_some_b_missing', a: [{ b: 3 }, {}] },
  { _id: 'a_value_array_all_nulls', a: [null, null] },
  { _id: 'a_value_array_no_nulls', a: [1, 'string', 4] },
  { _id: 'a_value_array_with_null', a: [1, 'string', null, 4] },
];
const exceptNullArray = (ids: string[]) =>
  nullArrayDocs.map((doc) => doc._id).filter((id) => !ids.includes(id));
const aNull = ['a_null', 'no_a', 'a_value_array_all_nulls', 'a_value_array_with_null'];
// A scalar or missing a, a sub-document lacking b or with b null, one such among an array's
// sub-documents, or an array with no sub-document (of scalars, of arrays, or empty).
const abNull = [
  'a_empty_subobject',
  'a_null',
  'a_number',
  'a_subobject_b_null',
  'no_a',
  'a_double_array',
  'a_empty_array',
  'a_object_array_b_mix_null_missing',
  'a_object_array_some_b_nulls',
  'a_object_array_some_b_missing',
  'a_value_array_all_nulls',
  'a_value_array_no_nulls',
  'a_value_array_with_null',
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
        name: '$elemMatch on a field: null or missing in a sub-document, or an inner array (it has no w)',
        filter: { v: { $elemMatch: { w: null } } },
        ids: ['arr_nested_empty', 'arr_docs_one_null', 'arr_docs_one_missing'],
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
      {
        name: 'null at a position: a document element lacking the numbered field, not an index past the end',
        filter: { 'tiers.0': null },
        ids: ['p1', 'p2'],
      },
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
        name: 'two positions in a row are refused in a sort key',
        sort: { 'tiers.0.1': 1 },
        error: /two array positions in a row are not supported in a sort key/,
        differs:
          'MongoDB sorts by "a.0.1" through nested arrays; a sort key reads a position through a guard on the array before it, which two positions in a row cannot place.',
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
      { _id: 'd_obj_sr', p: { s: 1, r: 2 } },
      { _id: 'd_obj_r', p: { r: 3 } },
    ],
    cases: [
      {
        name: 'equality with an embedded document of several fields is refused',
        filter: { o: { s: 2, r: 1 } },
        error: /embedded document of several fields is not supported.*"o\.s": \.\.\., "o\.r": \.\.\./,
        differs:
          'MongoDB compares embedded documents field by field in stored order, so {s: 2, r: 1} would not match {r: 1, s: 2}; jsonb keeps no key order, so the comparison is refused rather than answered differently.',
      },
      {
        name: 'objects sort field by field in the key order jsonb keeps, not the order they were written in',
        filter: { p: { $exists: true } },
        sort: { p: 1 },
        ids: ['d_obj_sr', 'd_obj_r'],
        differs:
          'MongoDB compares the first fields as stored, "s" against "r", and puts {r: 3} first; jsonb keeps {s: 1, r: 2} as {r: 2, s: 1}, so r is compared first (2 < 3). Objects whose fields were written in jsonb order (by length, then bytes) sort as in MongoDB.',
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
  {
    // jstests/core/query/match_numeric_components.js: a number in a path is an index into an
    // array there and the field of that name in the array's documents (or in an object there).
    name: 'numeric path components',
    docs: [
      { _id: 'scalar', slot: 42 },
      { _id: 'arr', slot: [42] },
      { _id: 'obj', slot: { 0: 42 } },
      { _id: 'arr_arr', slot: [[42]] },
      { _id: 'arr_obj', slot: [{ 0: 42 }] },
      { _id: 'obj_arr', slot: { 0: [42] } },
      { _id: 'obj_obj', slot: { 0: { 0: 42 } } },
      { _id: 'arr_arr_arr', slot: [[[42]]] },
      { _id: 'arr_arr_obj', slot: [[{ 0: 42 }]] },
      { _id: 'arr_obj_arr', slot: [{ 0: [42] }] },
      { _id: 'arr_obj_obj', slot: [{ 0: { 0: 42 } }] },
    ],
    cases: [
      {
        name: 'an index, a field of the elements, a field of an object; an element reached by index is not looked into',
        filter: { 'slot.0': 42 },
        ids: slot0,
      },
      { name: '$ne is the complement', filter: { 'slot.0': { $ne: 42 } }, ids: exceptSlot(slot0) },
      { name: 'a comparison', filter: { 'slot.0': { $gt: 41 } }, ids: slot0 },
      { name: '$in', filter: { 'slot.0': { $in: [41, 42, 43] } }, ids: slot0 },
      { name: '$nin', filter: { 'slot.0': { $nin: [41, 42, 43] } }, ids: exceptSlot(slot0) },
      { name: '$exists false', filter: { 'slot.0': { $exists: false } }, ids: ['scalar'] },
      { name: '$type', filter: { 'slot.0': { $type: 'number' } }, ids: slot0 },
      { name: '$mod', filter: { 'slot.0': { $mod: [42, 0] } }, ids: slot0 },
      { name: '$all with a value', filter: { 'slot.0': { $all: [42] } }, ids: slot0 },
      {
        name: 'two positions in a row',
        filter: { 'slot.0.0': 42 },
        ids: ['arr_arr', 'arr_obj', 'obj_arr', 'obj_obj', 'arr_arr_obj', 'arr_obj_arr', 'arr_obj_obj'],
      },
      {
        name: '$elemMatch reads an array element as the document of its positions',
        filter: { slot: { $elemMatch: { '0.0': { $eq: 42 } } } },
        ids: ['arr_arr_arr', 'arr_arr_obj', 'arr_obj_arr', 'arr_obj_obj'],
      },
      {
        name: '$all with $elemMatch on a position',
        filter: { 'slot.0': { $all: [{ $elemMatch: { 0: 42 } }] } },
        ids: ['arr_arr_arr', 'arr_arr_obj'],
      },
      { name: 'in an $or', filter: { $or: [{ 'slot.0': 42 }, { nothing: 123 }] }, ids: slot0 },
    ],
  },
  {
    // Meteor's minimongo tests of dotted paths through arrays, each checked against MongoDB: every
    // case names one document, so each expectation is one "match" or "nomatch" of theirs. Left
    // out: nomatch({"a.b": null}, {a: [1]}), which MongoDB's null_query_semantics.js now matches
    // (SERVER-36681; see "null through arrays").
    name: 'positions through arrays',
    docs: [
      { _id: 'row', a: [7, 8, 9] },
      { _id: 'row_nested', a: [7, [8, 9]] },
      {
        _id: 'grid',
        a: [
          [6, 7],
          [8, 9],
        ],
      },
      { _id: 'row_doc', a: [0, { 1: 2 }, 3] },
      { _id: 'x_row_doc', x: [7, { y: 8 }, 9] },
      { _id: 'row_docs', a: [7, { b: 9 }, { 1: { b: 'foo' } }] },
      { _id: 'row_nested_doc', a: [1, [{ b: 2 }], 3] },
      { _id: 'row_five', a: [5] },
      { _id: 'docs_named_1', a: [{ 1: 4 }, 5] },
      { _id: 'docs_foo', a: [{ 1: { foo: 4 } }, { foo: 5 }] },
      { _id: 'mixed', a: [{ b: 1 }, 2, {}, { b: [3, 4] }] },
      { _id: 'tiers', tiers: [{ picks: [{ x: 1 }, {}] }] },
    ],
    cases: [
      ...(
        [
          ['row', { 'a.1': 8 }, true],
          ['row', { 'a.1': 7 }, false],
          ['row', { 'a.1': null }, false],
          ['row_nested', { 'a.1': [8, 9] }, true],
          ['grid', { 'a.1': 6 }, false],
          ['grid', { 'a.1': 7 }, false],
          ['grid', { 'a.1': 8 }, false],
          ['grid', { 'a.1': 9 }, false],
          ['row_doc', { 'a.1': 2 }, true],
          ['row_doc', { 'a.1': { 1: 2 } }, true],
          ['x_row_doc', { 'x.1.y': 8 }, true],
          ['x_row_doc', { 'x.1.y': null }, true],
          ['row_docs', { 'a.1.b': 9 }, true],
          ['row_docs', { 'a.1.b': 'foo' }, true],
          ['row_docs', { 'a.1.b': null }, true],
          ['row_nested_doc', { 'a.1.b': 2 }, true],
          ['row_nested_doc', { 'a.1.b': null }, false],
          ['row_five', { 'a.0.b': null }, false],
          ['docs_named_1', { 'a.1': 4 }, true],
          ['docs_named_1', { 'a.1': 5 }, true],
          ['docs_named_1', { 'a.1': null }, false],
          ['docs_foo', { 'a.1.foo': 4 }, true],
          ['docs_foo', { 'a.1.foo': 5 }, true],
          ['docs_foo', { 'a.1.foo': null }, true],
          ['mixed', { 'a.b': 1 }, true],
          ['mixed', { 'a.b': [3, 4] }, true],
          ['mixed', { 'a.b': 4 }, true],
          ['mixed', { 'a.b': null }, true],
          ['tiers', { 'tiers.0.picks.x': null }, true],
        ] as const
      ).map(([id, filter, matches]) => ({
        name: `${id}: ${JSON.stringify(filter)} ${matches ? 'matches' : 'does not match'}`,
        filter: { _id: id, ...filter },
        ids: matches ? [id] : [],
      })),
    ],
  },
  {
    // jstests/core/query/type/type_array.js, and the $type page: an array matches "array", and
    // its elements (one level) match their own types.
    name: '$type over arrays',
    docs: [
      { _id: 'nums', k: [1, 2, 3] },
      { _id: 'mixed', k: [1, 'foo', 3] },
      { _id: 'empty', k: [] },
      { _id: 'nested_empty', k: [[]] },
      { _id: 'nested_twice', k: [[[]]] },
      { _id: 'one', k: 1 },
      { _id: 'foo', k: 'foo' },
      { _id: 'halves', k: [1.5, 2] },
      { _id: 'nested_half', k: [[2.5]] },
      { _id: 'doc_half', k: [{ x: 1.5 }] },
    ],
    cases: [
      {
        name: 'number: the value or an element',
        filter: { k: { $type: 'number' } },
        ids: ['nums', 'mixed', 'one', 'halves'],
      },
      { name: 'string', filter: { k: { $type: 'string' } }, ids: ['mixed', 'foo'] },
      {
        name: 'array, empty and nested ones included',
        filter: { k: { $type: 'array' } },
        ids: ['nums', 'mixed', 'empty', 'nested_empty', 'nested_twice', 'halves', 'nested_half', 'doc_half'],
      },
      {
        name: 'array by code 4',
        filter: { k: { $type: 4 } },
        ids: ['nums', 'mixed', 'empty', 'nested_empty', 'nested_twice', 'halves', 'nested_half', 'doc_half'],
      },
      {
        name: 'array at a position',
        filter: { 'k.0': { $type: 'array' } },
        ids: ['nested_empty', 'nested_twice', 'nested_half'],
      },
      { name: 'array two positions in', filter: { 'k.0.0': { $type: 'array' } }, ids: ['nested_twice'] },
      { name: 'double (code 1): an element, one level deep', filter: { k: { $type: 1 } }, ids: ['halves'] },
      { name: 'object: a sub-document element', filter: { k: { $type: 'object' } }, ids: ['doc_half'] },
    ],
  },
  {
    // jstests/core/query/null_query_semantics.js as it stands (SERVER-36681: an array with no
    // sub-document gives "a.b" no value, which counts as missing), the undefined values left out:
    // JSON has none. Null through arrays of sub-documents, arrays of scalars and of arrays.
    name: 'null through arrays',
    docs: nullArrayDocs,
    cases: [
      { name: '{a: {$eq: null}}', filter: { a: { $eq: null } }, ids: aNull },
      { name: '{a: {$ne: null}}', filter: { a: { $ne: null } }, ids: exceptNullArray(aNull) },
      { name: '{a: {$in: [null, 75]}}', filter: { a: { $in: [null, 75] } }, ids: aNull },
      { name: '{a: {$nin: [null, 75]}}', filter: { a: { $nin: [null, 75] } }, ids: exceptNullArray(aNull) },
      {
        name: '{a: {$nin: [null, []]}}',
        filter: { a: { $nin: [null, []] } },
        ids: exceptNullArray([...aNull, 'a_double_array', 'a_empty_array']),
      },
      {
        name: '{a: {$nin: [null, /^str.*/]}}',
        filter: { a: { $nin: [null, { $regex: '^str.*' }] } },
        ids: exceptNullArray([...aNull, 'a_value_array_no_nulls']),
      },
      { name: '{"a.b": null}', filter: { 'a.b': null }, ids: abNull },
      { name: '{"a.b": {$eq: null}}', filter: { 'a.b': { $eq: null } }, ids: abNull },
      { name: '{"a.b": {$ne: null}}', filter: { 'a.b': { $ne: null } }, ids: exceptNullArray(abNull) },
      { name: '{"a.b": {$in: [null, 75]}}', filter: { 'a.b': { $in: [null, 75] } }, ids: abNull },
      {
        name: '{$or: [{"a.b": null}, {"a.b": 75}]}',
        filter: { $or: [{ 'a.b': null }, { 'a.b': 75 }] },
        ids: abNull,
      },
      {
        name: '{"a.b": {$nin: [null, 75]}}',
        filter: { 'a.b': { $nin: [null, 75] } },
        ids: exceptNullArray(abNull),
      },
      {
        name: '{"a.b": {$nin: [null, /^str.*/]}}',
        filter: { 'a.b': { $nin: [null, { $regex: '^str.*' }] } },
        ids: exceptNullArray([...abNull, 'a_object_array_no_b_nulls']),
      },
      {
        name: '{"a.b": {$elemMatch: {$eq: null}}}',
        filter: { 'a.b': { $elemMatch: { $eq: null } } },
        ids: [],
      },
      {
        name: '{a: {$elemMatch: {$eq: null}}}',
        filter: { a: { $elemMatch: { $eq: null } } },
        ids: ['a_value_array_all_nulls', 'a_value_array_with_null'],
      },
      {
        name: '{a: {$elemMatch: {b: {$eq: null}}}}: a sub-document, or an array (no b), lacking b',
        filter: { a: { $elemMatch: { b: { $eq: null } } } },
        ids: [
          'a_double_array',
          'a_object_array_b_mix_null_missing',
          'a_object_array_some_b_nulls',
          'a_object_array_some_b_missing',
        ],
      },
      {
        name: '{a: {$elemMatch: {b: {$ne: null}}}}',
        filter: { a: { $elemMatch: { b: { $ne: null } } } },
        ids: ['a_object_array_no_b_nulls', 'a_object_array_some_b_nulls', 'a_object_array_some_b_missing'],
      },
    ],
  },
  {
    // jstests/core/query/sort/sort_array.js, and BSON's comparison of arrays: element by element,
    // a prefix first.
    name: 'sort over arrays',
    docs: [
      { _id: 's_3_0_1', a: [3, 0, 1] },
      { _id: 's_8_4_m1', a: [8, 4, -1] },
      { _id: 's_0_4_m1', a: [0, 4, -1] },
      {
        _id: 'x0',
        x: [
          { y: [4, 0, 1], z: 7 },
          { y: 0, z: 9 },
        ],
      },
      {
        _id: 'x1',
        x: [
          { y: 1, z: 7 },
          { y: 0, z: [8, 6] },
        ],
      },
      { _id: 'n_1_2', n: [[1, 2]] },
      { _id: 'n_3', n: [[3]] },
      { _id: 'n_1_2_0', n: [[1, 2, 0]] },
      { _id: 'n_0_9_and_5', n: [[0, 9], 5] },
    ],
    cases: [
      {
        name: 'ascending by the least element, whatever the filter matched',
        filter: { a: { $gte: 2 }, _id: { $in: ['s_3_0_1', 's_8_4_m1'] } },
        sort: { a: 1 },
        ids: ['s_8_4_m1', 's_3_0_1'],
      },
      {
        name: 'descending by the greatest element',
        filter: { a: { $gte: 2 }, _id: { $in: ['s_3_0_1', 's_0_4_m1'] } },
        sort: { a: -1 },
        ids: ['s_0_4_m1', 's_3_0_1'],
      },
      {
        name: 'each key of a compound sort takes its own extreme',
        filter: { x: { $exists: true } },
        sort: { 'x.y': 1, 'x.z': -1 },
        ids: ['x0', 'x1'],
      },
      {
        name: 'each key of a compound sort takes its own extreme, descending first',
        filter: { x: { $exists: true } },
        sort: { 'x.y': -1, 'x.z': 1 },
        ids: ['x0', 'x1'],
      },
      {
        name: 'inner arrays compare element by element (a number is below any array)',
        filter: { n: { $exists: true } },
        sort: { n: 1 },
        ids: ['n_0_9_and_5', 'n_1_2', 'n_1_2_0', 'n_3'],
      },
      {
        name: 'inner arrays descending: the greatest inner array',
        filter: { n: { $exists: true } },
        sort: { n: -1 },
        ids: ['n_3', 'n_1_2_0', 'n_1_2', 'n_0_9_and_5'],
      },
    ],
  },
  {
    // jstests/core/projection_semantics.js: a dotted inclusion keeps the sub-documents of an
    // array (and arrays inside it, emptied of scalars) and drops its scalars; an exclusion keeps
    // the scalars.
    name: 'projection through arrays',
    docs: [
      { _id: 'docs', a: [{ b: 1, c: 1 }, { c: 2 }], x: 'extra' },
      { _id: 'shadows', a: ['scalar', {}, 'scalar', { c: 1 }] },
      { _id: 'inner_scalars', a: [[1, 2, 3]] },
      { _id: 'inner_docs', a: [[1, { b: 1 }, { b: 2, c: 2 }, 'scalar']] },
      { _id: 'deep', a: [1, { b: [[1, 2], [{}], 2] }, 2] },
      { _id: 'mixed', a: ['scalar', { b: 1, c: 1, d: 1 }, { b: 2, c: 2 }, { b: 3 }] },
      { _id: 'scalar_a', a: 'scalar' },
    ],
    cases: [
      ...(
        [
          ['docs', { 'a.b': 1, _id: 0 }, { a: [{ b: 1 }, {}] }],
          ['shadows', { 'a.b': 1, _id: 0 }, { a: [{}, {}] }],
          ['inner_scalars', { 'a.b': 1, _id: 0 }, { a: [[]] }],
          ['inner_docs', { 'a.b': 1, _id: 0 }, { a: [[{ b: 1 }, { b: 2 }]] }],
          ['inner_docs', { 'a.b.c': 1, _id: 0 }, { a: [[{}, {}]] }],
          ['deep', { 'a.b.c': 1, _id: 0 }, { a: [{ b: [[], [{}]] }] }],
          ['mixed', { 'a.b': 0 }, { _id: 'mixed', a: ['scalar', { c: 1, d: 1 }, { c: 2 }, {}] }],
          ['scalar_a', { 'a.b': 1 }, { _id: 'scalar_a' }],
        ] as const
      ).map(([id, projection, doc]) => ({
        name: `${id}: ${JSON.stringify(projection)}`,
        filter: { _id: id },
        projection,
        docs: [doc],
      })),
    ],
  },
  {
    name: 'equality with embedded documents',
    docs: [
      { _id: 'bc', a: { b: 12, c: 13 } },
      { _id: 'b', a: { b: 12 } },
      { _id: 'list', a: [{ b: 12 }, { b: 13 }] },
    ],
    cases: [
      { name: 'one field: the whole sub-document', filter: { a: { b: 12 } }, ids: ['b', 'list'] },
      {
        name: 'several fields are refused, with dotted paths suggested',
        filter: { a: { b: 12, c: 13 } },
        error: /embedded document of several fields is not supported.*\{"a\.b": \.\.\., "a\.c": \.\.\.\}/,
        differs:
          'MongoDB compares the fields in stored order ({c: 13, b: 12} would not match); jsonb keeps no order, so this is refused rather than answered differently.',
      },
      {
        name: 'also in $eq',
        filter: { a: { $eq: { b: 12, c: 13 } } },
        error: /embedded document of several fields/,
      },
      {
        name: 'also in $in',
        filter: { a: { $in: [{ b: 12, c: 13 }] } },
        error: /embedded document of several fields/,
      },
      {
        name: 'also inside an array literal',
        filter: { a: [{ b: 12, c: 13 }] },
        error: /embedded document of several fields/,
      },
      { name: 'dotted paths are the way', filter: { 'a.b': 12, 'a.c': 13 }, ids: ['bc'] },
    ],
  },
];
