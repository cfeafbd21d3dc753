import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { contentSchemas } from '@/lib/content';
import { openApiDocument } from './openapi';

describe('the OpenAPI description of the protocol', () => {
  const document = openApiDocument();

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    // swagger-parser is ESM-only, which jest cannot load: it runs in plain node on the written document,
    // and fails, naming the path at fault, when it breaks the OpenAPI 3.1 schema or a $ref dangles.
    const dir = mkdtempSync(path.join(tmpdir(), 'openapi-'));
    try {
      const file = path.join(dir, 'openapi.json');
      writeFileSync(file, JSON.stringify(document));
      const script = `import('@apidevtools/swagger-parser').then((m) => m.default.validate(process.argv[1]))
        .then((api) => console.log('valid', api.openapi))`;
      const { stdout } = await promisify(execFile)(process.execPath, ['-e', script, file]);
      expect(stdout.trim()).toBe('valid 3.1.0');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('describes the four actions; reads are CORS-enabled, writes need a bearer token', () => {
    expect(Object.keys(document.paths ?? {}).sort()).toEqual([
      '/find',
      '/findOne',
      '/insertOne',
      '/updateOne',
    ]);
    expect(document.paths?.['/find']?.post?.security).toBeUndefined();
    expect(document.paths?.['/find']?.post?.description).toMatch(/Access-Control-Allow-Origin/);
    expect(document.paths?.['/insertOne']?.post?.security).toEqual([{ bearer: [] }]);
    expect(Object.keys(document.paths?.['/updateOne']?.post?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '429', '503']),
    );
  });

  it('generates each document schema from the zod schemas: fields, enums and bounds', () => {
    type Schema = { properties: Record<string, { enum?: unknown[] }>; additionalProperties?: boolean };
    const schemas = document.components?.schemas as unknown as Record<string, Schema>;
    const character = schemas.Character!;
    expect(Object.keys(character.properties).sort()).toEqual(
      Object.keys(contentSchemas.characters.shape).sort(),
    );
    expect(character.additionalProperties).toBe(false);
    expect(character.properties.class?.enum).toEqual(contentSchemas.characters.shape.class.options);
    expect(character.properties.aliases).toMatchObject({ type: 'array', maxItems: 12 });
    expect(schemas.Gear?.properties.slot?.enum).toEqual(['weapon', 'armor', 'accessory', 'relic']);
    const find = schemas.FindRequest!;
    expect(find.properties.limit).toMatchObject({ minimum: 1, maximum: 1000 });
    expect(find.properties.collection?.enum).toContain('enemies');
  });

  it('documents the structured interactions every effect source carries, and how to query them', () => {
    type Schema = { properties: Record<string, { enum?: unknown[]; items?: { $ref?: string } }>; description?: string };
    const schemas = document.components?.schemas as unknown as Record<string, Schema>;
    const interaction = schemas.Interaction!;
    expect(interaction.properties.relation?.enum).toEqual(['applies', 'removes', 'prevents', 'resists', 'extends', 'spreads', 'benefits']);
    expect(Object.keys(interaction.properties)).toEqual(expect.arrayContaining(['effect', 'target', 'chance', 'turns', 'amount', 'aspect', 'when', 'bonus']));
    expect(interaction.description).toMatch(/\$elemMatch/);
    for (const source of ['Skill', 'Trait', 'Engraving'])
      expect(schemas[source]?.properties.interactions?.items?.$ref).toBe('#/components/schemas/Interaction');
    expect(schemas.Skill?.properties).not.toHaveProperty('effects');
  });
});
