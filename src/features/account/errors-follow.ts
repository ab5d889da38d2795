// Messages of the follow list's codes.
import { registerErrorMessages, type AreaErrorMessages } from '../../lib/error-messages.ts';
import { m } from '../../lib/messages.ts';

const follow: AreaErrorMessages<'follow'> = {
  'follow.notFollowing': (lang) => m['error.follow.notFollowing']({}, { locale: lang }),
};

registerErrorMessages(follow);
