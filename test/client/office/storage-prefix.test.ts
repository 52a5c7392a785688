import {
  setStorageKeyPrefix,
  readStoredUser,
  writeStoredTheme,
  writeStoredUser,
  type StoredUser,
} from '../../../src/client/app/storage';
import { backupKey } from '../../../src/client/features/editor/local-backup';
import { storageKeyPrefix } from '../../../src/client/office/host';
import { createFakeWord, installFakeWord } from '../../support/fake-word';

const user: StoredUser = {
  username: 'ada@example.com',
  token: { access_token: 'a.b.c', token_type: 'bearer' },
};

describe('local storage in the task pane', () => {
  beforeEach(() => localStorage.clear());

  it("prefixes keys with Word on the web's partition key", () => {
    const remove = installFakeWord(createFakeWord([], { partitionKey: 'part-7' }));
    setStorageKeyPrefix(storageKeyPrefix());
    try {
      writeStoredUser(user);
      writeStoredTheme('dark');
      expect(Object.keys(localStorage).sort()).toEqual(['part-7:theme', 'part-7:user']);
      expect(readStoredUser()).toEqual(user);
      expect(backupKey('d1')).toBe('part-7:claimwright:unsaved:d1');
    } finally {
      remove();
      setStorageKeyPrefix(storageKeyPrefix());
    }
    // Outside the pane the same storage holds no user under the plain key.
    expect(readStoredUser()).toBeNull();
  });

  it('uses the plain keys when there is no partition key (desktop Word, a browser)', () => {
    const remove = installFakeWord(createFakeWord([]));
    setStorageKeyPrefix(storageKeyPrefix());
    try {
      writeStoredUser(user);
      expect(Object.keys(localStorage)).toEqual(['user']);
    } finally {
      remove();
    }
  });
});
