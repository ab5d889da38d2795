// What a family task asks, with its target: the task list on /call and the rules on /callrule.
import type { FamilyTaskId } from '../../domain/family-coins.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';

/** A family task's words, with its target. */
export function taskText(id: FamilyTaskId, target: string, lang: Lang): string {
  if (id === 'checkIn') return m['family.task.checkIn']({ target }, { locale: lang });
  if (id === 'contribute') return m['family.task.contribute']({ target }, { locale: lang });
  return m['family.task.prestige']({ target }, { locale: lang });
}
