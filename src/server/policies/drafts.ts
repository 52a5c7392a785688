/** Who is acting: the signed-in user. */
export interface Actor {
  id: number;
}

/** Anything owned by one user (a draft, a generation). */
export interface Owned {
  ownerId: number;
}

/** Drafts are private to their owner: nobody else may see that they exist (404, not 403). */
export function canReadDraft(actor: Actor, draft: Owned): boolean {
  return draft.ownerId === actor.id;
}

/** Only the owner edits, restores, exports, generates into or deletes a draft. */
export function canEditDraft(actor: Actor, draft: Owned): boolean {
  return draft.ownerId === actor.id;
}

/** Only the user who started a generation may see or cancel it. */
export function canControlGeneration(actor: Actor, generation: Owned): boolean {
  return generation.ownerId === actor.id;
}
