/**
 * The WhatsApp module's public entry (docs/whatsapp.md): its subscriber to the order outbox, its
 * queued tasks and timers, the routers, and what the desk reads.
 */
export { whatsappOrderEvent, whatsappSendTask } from './whatsapp-sends.ts';
export { whatsappInboxTask } from './whatsapp-webhook.ts';
export { runWhatsappTimers } from './whatsapp-timers.ts';
export { whatsappAdminRouter, whatsappWebhookRouter } from './whatsapp.router.ts';
export { confirmedOnWhatsapp, whatsappOf } from './whatsapp-reads.ts';
