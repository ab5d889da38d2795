// Error codes of events and red packets (9000-9999): one block of ERROR_CODES (src/contract/errors.ts). Numbers never change once published.

/** Code of each outcome of this block (docs/api.md lists them). */
export const EVENTS_ERROR_CODES = {
  // Events (src/domain/events.ts): one set of codes for every event folder.
  /** No event of that name. */
  'event.notFound': 9001,
  /** The event has no round with that key. */
  'event.roundNotFound': 9002,
  /** No reward of that number, or the caller has not earned it (yet). */
  'event.notEarned': 9003,
  /** The round's claims closed 7 days after it ended. */
  'event.claimClosed': 9004,
  /** The reward was claimed already. */
  'event.alreadyClaimed': 9005,

  // Ramadan red packets (SPEC 9): redPacketEligibility in src/domain/red-packet.ts, in its order.
  'redPacket.eventClosed': 9101,
  'redPacket.notInPeriod': 9102,
  'redPacket.hostNotQualified': 9103,
  'redPacket.alreadyGrabbedThisPeriod': 9104,
  'redPacket.dailyLimitReached': 9105,
  'redPacket.poolEmpty': 9106,
} as const satisfies Record<string, number>;
