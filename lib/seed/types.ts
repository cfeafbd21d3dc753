import type { ContentCollection } from '@/lib/content';

/** A content document as read from its file (plain JSON, before or after schema parsing). */
export type JsonDoc = { _id: string } & Record<string, unknown>;

/** A document from `content/<collection>/<_id>.json`. */
export interface SourceDoc {
  collection: ContentCollection;
  /** Path of the file, relative to the working directory when it is inside it. */
  file: string;
  doc: JsonDoc;
}

/** Something wrong with the content, located by file, document id and dotted field path. */
export interface SeedIssue {
  file: string;
  collection?: ContentCollection;
  _id?: string;
  /** Dotted field path inside the document; empty for the whole file. */
  path: string;
  message: string;
}

/** Source documents by collection. */
export type SourceSet = { [C in ContentCollection]?: SourceDoc[] };

/** Fields the store sets (and a player document's owner): never in a content file, never a difference. */
export const STORE_OWNED_FIELDS: readonly string[] = ['createdAt', 'updatedAt', 'owner'];
