import type { ActionDecl } from '../console/decl';
import type { ENUMS } from '../domain/enums';

/** A kind of request dual control makes (enum approvalKind). */
export type ApprovalKind = (typeof ENUMS)['approvalKind'][number]['code'];

/**
 * The actions, each under dual control of one kind (ActionDef.control): a call makes a request a second operator
 * approves, instead of its effect (`...underControl('fee', [{ key: 'edit', … }, ...enableDisable()])`).
 */
export const underControl = (kind: ApprovalKind, actions: ActionDecl[], fields?: string[]): ActionDecl[] =>
  actions.map((a) => ({ ...a, control: { kind, ...(fields ? { fields } : {}) } }));
