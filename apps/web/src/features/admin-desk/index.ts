// The confirmation desk's panels: the order or lead on the call, its edit form and log, and the
// confirmation API that holds, logs and edits them (eslint.config.js enforces it).
import './desk.css';
export { releaseClaim, releaseLeadClaim, useConfirmationQueue, useUndoOutcome } from './api/confirmation';
export { DeskLeadPanel } from './components/desk-lead-panel';
export { DeskOrderPanel } from './components/desk-order-panel';
export { MissingAddress } from './components/missing-address';
export { WhatsappFlag } from './components/desk-whatsapp';
export { OFFLINE_REFUSAL, useOnline } from './hooks/use-online';
export { DESK_KEYS, type DeskKeys } from './lib/desk-keys';
export { LANGUAGE_LABELS } from './lib/order-language';
