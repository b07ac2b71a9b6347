/**
 * Every part of the store that reacts to order events, in one place (outbox.ts delivers to them):
 * a new reaction to an order is a line here, never a call bolted onto a service. The name is
 * stable: deliveries, failures and set-aside events are recorded under it. The subscribers use the
 * orders module themselves, so this file is not in its public entry (that would be an import
 * cycle): the scheduled tasks, which compose the app, take it from here.
 */
import { reportOrderEvent } from '../ads/index.ts';
import { cancelSenditParcel } from '../carriers/index.ts';
import { whatsappOrderEvent } from '../whatsapp/index.ts';
import type { OrderEventSubscribers } from './outbox.ts';

export const orderEventSubscribers: OrderEventSubscribers = {
  ads: reportOrderEvent,
  sendit_cancel: cancelSenditParcel,
  whatsapp: whatsappOrderEvent,
};
