// Messages of the event kit's codes and the Ramadan red packets' (SPEC 8, 9).
import { registerErrorMessages, type AreaErrorMessages } from '../../lib/error-messages.ts';
import { m } from '../../lib/messages.ts';

const events: AreaErrorMessages<'event'> = {
  'event.notFound': (lang) => m['error.event.notFound']({}, { locale: lang }),
  'event.roundNotFound': (lang) => m['error.event.roundNotFound']({}, { locale: lang }),
  'event.notEarned': (lang) => m['error.event.notEarned']({}, { locale: lang }),
  'event.claimClosed': (lang) => m['error.event.claimClosed']({}, { locale: lang }),
  'event.alreadyClaimed': (lang) => m['error.event.alreadyClaimed']({}, { locale: lang }),
};

const redPackets: AreaErrorMessages<'redPacket'> = {
  'redPacket.eventClosed': (lang) => m['error.redPacket.eventClosed']({}, { locale: lang }),
  'redPacket.notInPeriod': (lang) => m['error.redPacket.notInPeriod']({}, { locale: lang }),
  'redPacket.hostNotQualified': (lang) => m['error.redPacket.hostNotQualified']({}, { locale: lang }),
  'redPacket.alreadyGrabbedThisPeriod': (lang) => m['error.redPacket.alreadyGrabbedThisPeriod']({}, { locale: lang }),
  'redPacket.dailyLimitReached': (lang) => m['error.redPacket.dailyLimitReached']({}, { locale: lang }),
  'redPacket.poolEmpty': (lang) => m['error.redPacket.poolEmpty']({}, { locale: lang }),
};

registerErrorMessages({ ...events, ...redPackets });
