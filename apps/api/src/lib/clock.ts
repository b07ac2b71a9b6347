/**
 * What time it is for the leads: their time stamps, and whether one is due or expired
 * (docs/decisions/110-lead-clock.md). The store runs on the system clock; the browser journeys'
 * server passes one that they move forward, so a lead's delay passes without waiting for it.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
