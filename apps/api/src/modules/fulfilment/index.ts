/** The fulfilment module's public entry: its router (batches, slips, pick list, delivery outcomes). */
export { fulfilmentRouter } from './fulfilment.router.ts';
