// Messages of the task centre's error codes.
import { registerErrorMessages, type AreaErrorMessages } from '../../lib/error-messages.ts';
import { m } from '../../lib/messages.ts';

const task: AreaErrorMessages<'task'> = {
  'task.unknown': (lang) => m['error.task.unknown']({}, { locale: lang }),
  'task.notDone': (lang) => m['error.task.notDone']({}, { locale: lang }),
  'task.alreadyClaimed': (lang) => m['error.task.alreadyClaimed']({}, { locale: lang }),
  'task.alreadySignedIn': (lang) => m['error.task.alreadySignedIn']({}, { locale: lang }),
  'task.notAMilestone': (lang) => m['error.task.notAMilestone']({}, { locale: lang }),
};

registerErrorMessages(task);
