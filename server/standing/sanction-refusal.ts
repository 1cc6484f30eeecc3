import { presentOwnSanction, sanctionTaking } from '../../domain/access';
import type { ErrorCode } from '../../domain/errors';
import type { Capability } from '../../domain/standing';
import { AppError } from '../errors';
import type { Actor } from './actor';

/**
 * The 403 a module answers when a sanction takes a capability away (upload_not_allowed,
 * comment_not_allowed, report_not_allowed): its details say which sanction, until when and on
 * which ground and decision, so the form can tell the member why and link the decision.
 */
export function sanctionRefusal(actor: Actor, capability: Capability, code: ErrorCode, message: string) {
  const sanction = sanctionTaking(actor.sanctions, capability);
  return new AppError(403, code, message, sanction && presentOwnSanction(sanction));
}
