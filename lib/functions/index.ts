import 'server-only';
import { runAction, toDataError, type Caller } from './actions';
import { writeTranslations as write, type TranslationChanges } from './translations';

export { actions, isAction, type Action, type Caller } from './actions';
export { DataError, errorStatus, type ErrorCode } from '@/lib/errors';
export { handleHttp, handlePreflight } from './http';
export type { TranslationChanges } from './translations';

/** The backend's one entry point: runs an action and rethrows any failure as a safe DataError. */
export async function callFunction(action: string, body: unknown, caller: Caller): Promise<unknown> {
  try {
    return await runAction(action, body, caller);
  } catch (error) {
    throw toDataError(error);
  }
}

/** Writes the content import's translations (lib/functions/translations.ts); failures are DataErrors. */
export async function writeTranslations(changes: TranslationChanges, caller: Caller): Promise<string[]> {
  try {
    return await write(changes, caller);
  } catch (error) {
    throw toDataError(error);
  }
}
