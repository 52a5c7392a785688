import { hash, verify } from '@node-rs/argon2';

let dummyHash: Promise<string> | undefined;

/** argon2id hash (library defaults: m=19 MiB, t=2, p=1) in PHC string form. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** True when `password` matches `hashed`; a malformed hash counts as no match. */
export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

/** Spends the time of one verification, so unknown accounts answer as slowly as known ones. */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hash('claimwright-no-such-user');
  await verifyPassword(await dummyHash, password);
  return false;
}
