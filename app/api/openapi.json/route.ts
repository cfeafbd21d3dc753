import { openApiDocument } from '@/lib/functions/openapi';

/**
 * The protocol's OpenAPI 3.1 description, generated from the zod schemas. It depends on no data,
 * so it is prerendered at build and served as a static file; any origin may read it.
 */
export async function GET(): Promise<Response> {
  return Response.json(openApiDocument(), { headers: { 'access-control-allow-origin': '*' } });
}
