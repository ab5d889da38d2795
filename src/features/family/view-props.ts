// What the /familyList island hands each view of a family (FamilyList.tsx): the family's data, requested by the island
// as soon as it knows the id, in parallel with the view's own code.
import type { ReactNode } from 'react';
import type { FamilyDetail } from '../../contract/family.ts';
import type { Lang } from '../../lib/language.ts';
import type { Loadable } from '../../ui/use-api.ts';

/** The props of the family page, management and settings views. */
export interface FamilyViewProps {
  lang: Lang;
  familyId: string;
  detail: Loadable<FamilyDetail>;
  reload: () => void;
  /** Static parts of the page (the tier rules), shown under the view once it has loaded, so nothing shifts. */
  children?: ReactNode;
}
