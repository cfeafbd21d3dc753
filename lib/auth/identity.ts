import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import { firebaseConfigured, getEnv } from '@/lib/config/env';
import { DataError } from '@/lib/errors';

/** Who is calling: nobody, a verified user (maybe an editor), or the server itself (seeding). */
export type Identity =
  { kind: 'anonymous' } | { kind: 'user'; uid: string; editor: boolean } | { kind: 'system' };

/** The uid recorded for writes made with the local EDITOR_TOKEN. */
export const localEditorUid = 'local-editor';

const defaultEmulatorProject = 'demo-lanternfall';

async function firebaseAuth() {
  const env = getEnv();
  const projectId = env.FIREBASE_PROJECT_ID ?? defaultEmulatorProject;
  const { getApps, initializeApp } = await import('firebase-admin/app');
  const { getAuth } = await import('firebase-admin/auth');
  // One app per project: tests switch projects, and initializeApp refuses a second default app.
  const name = `lanternfall-${projectId}`;
  const app = getApps().find((candidate) => candidate.name === name) ?? initializeApp({ projectId }, name);
  return getAuth(app);
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Reads the bearer token out of an Authorization header (401 when the header is malformed). */
export function bearerToken(authorization: string | null | undefined): string | undefined {
  if (!authorization) return undefined;
  const match = /^Bearer ([A-Za-z0-9._~+/=-]{1,4096})$/.exec(authorization.trim());
  if (!match) throw new DataError('unauthenticated', 'Authorization must be "Bearer <token>"');
  return match[1];
}

/**
 * Verifies a bearer token. With Firebase configured it must be a Firebase ID token (the editor
 * role is the custom claim `editor: true`; writes also check revocation); without Firebase the
 * only accepted token is EDITOR_TOKEN.
 */
export async function identify(token: string | undefined, opts: { forWrite: boolean }): Promise<Identity> {
  if (token === undefined) return { kind: 'anonymous' };
  const env = getEnv();
  if (!firebaseConfigured(env)) {
    if (env.EDITOR_TOKEN !== undefined && sameSecret(token, env.EDITOR_TOKEN)) {
      return { kind: 'user', uid: localEditorUid, editor: true };
    }
    throw new DataError('unauthenticated', 'Invalid token');
  }
  try {
    const decoded = await (await firebaseAuth()).verifyIdToken(token, opts.forWrite);
    return { kind: 'user', uid: decoded.uid, editor: decoded.editor === true };
  } catch {
    // The reason (expired, revoked, bad signature) stays in the server's hands.
    throw new DataError('unauthenticated', 'Invalid or expired ID token');
  }
}
