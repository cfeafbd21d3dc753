import { setStore, type Store } from '@/lib/store';
import { openTestStore } from '@/lib/store/test-store';
import { copyFixture } from './fixture';

/**
 * Jest hooks for an import test against a real store: one store for the file, emptied before
 * each test (opening one per test is slow; an empty table is the same fresh start), and a fresh,
 * editable copy of the fixture content per test.
 */
export function seedTestBed(): { readonly store: Store; readonly content: ReturnType<typeof copyFixture> } {
  let store: Store | undefined;
  let content: ReturnType<typeof copyFixture> | undefined;
  let cleanup = async () => {};
  beforeAll(async () => {
    ({ store, cleanup } = await openTestStore());
    setStore(store);
  });
  afterAll(async () => {
    setStore(undefined);
    await cleanup();
  });
  beforeEach(async () => {
    await store?.sql.query('DELETE FROM documents');
    await store?.sql.query('DELETE FROM store_markers');
    content = copyFixture();
  });
  afterEach(() => content?.dispose());
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('seedTestBed: used outside a test');
    return value;
  };
  return {
    get store() {
      return ready(store);
    },
    get content() {
      return ready(content);
    },
  };
}
