import 'server-only';
import { z } from 'zod';
import { createDocument } from 'zod-openapi';
import {
  contentCollections,
  playerCollections,
  recordCollections,
  schemas,
  type CollectionName,
} from '@/lib/content';
import { siteConfig } from '@/lib/config/site';
import { actions, isWrite, type Action } from './actions';
import { errorStatus, type ErrorCode } from '@/lib/errors';
import { limits } from './limits';

/**
 * The OpenAPI 3.1 description of the functions protocol at /api/data/{action}, generated from the
 * same zod schemas that validate content writes (lib/content) and from the protocol's limits and
 * error codes, so it cannot drift from what the server accepts. Served at /api/openapi.json.
 */

/** Component names of the document schemas: `characters` → `Character`. */
const componentNames: Record<CollectionName, string> = {
  characters: 'Character',
  skills: 'Skill',
  traits: 'Trait',
  effects: 'Effect',
  gears: 'Gear',
  tarots: 'Tarot',
  engravings: 'Engraving',
  events: 'Event',
  enemies: 'Enemy',
  tierlists: 'Tierlist',
  modes: 'GameModeRules',
  teams: 'Team',
  progress: 'Progress',
  rosters: 'Roster',
  plans: 'Plan',
  savedTeams: 'SavedTeam',
  history: 'HistoryEntry',
  summaries: 'Summary',
  translations: 'Translation',
};

const collectionNames = [...contentCollections, ...playerCollections, ...recordCollections] as [
  CollectionName,
  ...CollectionName[],
];

const collection = z.enum(collectionNames).meta({
  description:
    `Content collections (${contentCollections.join(', ')}) are public to read. ` +
    `Player collections (${playerCollections.join(', ')}) need a signed-in player's ID token and return only their own documents. ` +
    `Records (${recordCollections.join(', ')}: what each content write changed, figures derived from a whole collection, and the content's translations) are public to read and written only by the server.`,
  example: 'characters',
});

const filter = z.record(z.string(), z.unknown()).meta({
  id: 'Filter',
  description:
    'A subset of MongoDB query language: implicit equality, $eq $ne $gt $gte $lt $lte $in $nin $exists ' +
    '$regex/$options $all $elemMatch $size $type $mod $and $or $nor $not $comment, dotted and positional paths ' +
    '(tiers.0.picks), array-element matching and regexes inside $in/$nin/$all as {"$regex": "…", "$options": "i"}. ' +
    `Bounded: ${limits.filterDepth} levels deep, ${limits.filterConditions} conditions, ${limits.regexCount} regexes of at most ` +
    `${limits.regexLength} characters (no backreferences or lookaround), ${limits.arrayLength} $in/$nin/$all values. ` +
    'Anything else ($where, $expr, unknown $ operators) is refused with 400.',
  example: { rarity: 5, class: { $in: ['duelist', 'arcanist'] } },
});

const projection = z.record(z.string(), z.union([z.literal(0), z.literal(1)])).meta({
  id: 'Projection',
  description: `Fields to include (1) or exclude (0), not both; _id is always included unless excluded. At most ${limits.projectionKeys} fields.`,
  example: { name: 1, element: 1 },
});

const sort = z.record(z.string(), z.union([z.literal(1), z.literal(-1)])).meta({
  id: 'Sort',
  description: `Field paths to order by, 1 ascending or -1 descending, in order of precedence. At most ${limits.sortKeys} keys.`,
  example: { releaseDate: -1, name: 1 },
});

const byId = z
  .strictObject({ _id: z.string() })
  .meta({ description: 'Exactly the _id of the document to change.' });

const anyDocument = z
  .union(collectionNames.map((name) => schemas[name]) as unknown as [z.ZodType, z.ZodType, ...z.ZodType[]])
  .meta({
    id: 'Document',
    description:
      'A stored document of the requested collection, with createdAt and updatedAt. A projection returns only the fields it names.',
  });

const requests = {
  find: z
    .strictObject({
      collection,
      filter: filter.optional(),
      projection: projection.optional(),
      sort: sort.optional(),
      limit: z
        .number()
        .int()
        .min(1)
        .max(limits.maxLimit)
        .optional()
        .meta({ description: `Default ${limits.defaultLimit}.` }),
      skip: z.number().int().min(0).max(limits.maxSkip).optional().meta({ description: 'Default 0.' }),
    })
    .meta({ id: 'FindRequest' }),
  findOne: z
    .strictObject({ collection, filter: filter.optional(), projection: projection.optional() })
    .meta({ id: 'FindOneRequest' }),
  insertOne: z.strictObject({ collection, document: anyDocument }).meta({
    id: 'InsertOneRequest',
    description: 'Content documents are validated against their schema; createdAt is set to now.',
  }),
  updateOne: z
    .strictObject({
      collection,
      filter: byId,
      update: z.strictObject({
        $set: z.record(z.string(), z.unknown()).meta({
          description: 'Fields to set (dotted paths allowed); _id, owner and createdAt cannot be set.',
        }),
      }),
    })
    .meta({
      id: 'UpdateOneRequest',
      description: 'updatedAt is set to now; the result must still match the schema.',
    }),
} satisfies Record<Action, z.ZodType>;

const replies = {
  find: z.object({ documents: z.array(anyDocument) }).meta({ id: 'FindResponse' }),
  findOne: z.object({ document: anyDocument.nullable() }).meta({ id: 'FindOneResponse' }),
  insertOne: z.object({ insertedId: z.string() }).meta({ id: 'InsertOneResponse' }),
  updateOne: z
    .object({ matchedCount: z.number().int(), modifiedCount: z.number().int() })
    .meta({ id: 'UpdateOneResponse' }),
} satisfies Record<Action, z.ZodType>;

const errorBody = z
  .object({
    error: z.object({
      code: z.enum(Object.keys(errorStatus) as [ErrorCode, ...ErrorCode[]]),
      message: z.string().meta({ description: 'What was wrong, in words; never a stack trace.' }),
    }),
  })
  .meta({ id: 'Error' });

const summaries: Record<Action, string> = {
  find: 'Read the documents matching a filter, with projection, sort, limit and skip',
  findOne: 'Read the first document matching a filter, or null',
  insertOne: 'Insert a document (editors only for content)',
  updateOne: 'Set fields of one document by _id (editors only for content)',
};

/** Which error statuses each action can answer, beside 200. */
function errorStatuses(action: Action): number[] {
  const common = [400, 413, 415, 429, 503];
  return isWrite(action) ? [...common, 401, 403, 409] : common;
}

const statusText: Record<number, string> = {
  400: 'Bad request: the message names the field or limit at fault',
  401: 'No or invalid credentials',
  403: 'Signed in, but not allowed to write this collection',
  409: 'A document with this _id already exists',
  413: `Body larger than ${limits.bodyBytes} bytes`,
  415: 'Content-Type is not application/json',
  429: 'Rate limited; Retry-After says when to try again',
  503: 'Store unavailable or query past its deadline; Retry-After says when to try again',
};

const corsNote =
  ' Callable from any origin (CORS: `Access-Control-Allow-Origin: *`, preflight answered) without credentials.';

/** Builds the OpenAPI 3.1 document. */
export function openApiDocument() {
  const paths = Object.fromEntries(
    actions.map((action) => [
      `/${action}`,
      {
        post: {
          operationId: action,
          summary: summaries[action],
          description: isWrite(action)
            ? 'Same-origin only: no CORS headers, and a cross-origin preflight is refused with 403.'
            : `Anonymous reads of content collections.${corsNote}`,
          tags: [isWrite(action) ? 'write' : 'read'],
          ...(isWrite(action) ? { security: [{ bearer: [] }] } : {}),
          requestBody: { required: true, content: { 'application/json': { schema: requests[action] } } },
          responses: {
            200: { description: 'OK', content: { 'application/json': { schema: replies[action] } } },
            ...Object.fromEntries(
              errorStatuses(action).map((status) => [
                status,
                { description: statusText[status]!, content: { 'application/json': { schema: errorBody } } },
              ]),
            ),
          },
        },
      },
    ]),
  );
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: `${siteConfig.name} data API`,
      version: '1.0.0',
      description:
        `The functions protocol the ${siteConfig.name} pages read with: four actions, each a POST with a JSON body. ` +
        'Reads are public and CORS-enabled; writes need an editor token and stay same-origin. Human-readable guide: /api.',
    },
    servers: [{ url: '/api/data', description: 'This site' }],
    tags: [
      { name: 'read', description: 'Public, CORS-enabled' },
      { name: 'write', description: 'Editors only, same-origin' },
    ],
    paths,
    components: {
      schemas: Object.fromEntries(collectionNames.map((name) => [componentNames[name], schemas[name]])),
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description:
            'A Firebase ID token of an editor (custom claim editor: true), or the server’s EDITOR_TOKEN.',
        },
      },
    },
  });
}
