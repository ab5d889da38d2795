// Tabs (DESIGN 8), WAI-ARIA tabs pattern with automatic activation: arrows, Home and End select a tab at once.
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

/** One tab: its value and its (already translated) label. */
export interface TabItem<V extends string> {
  value: V;
  label: string;
}

interface Props<V extends string> {
  /** Names the tab list for screen readers (a translated message). */
  label: string;
  tabs: readonly TabItem<V>[];
  /** The selected tab; the page owns it (and may keep it alive). */
  value: V;
  onChange: (value: V) => void;
  /** Content of the selected tab's panel. */
  children?: ReactNode;
}

/** A controlled tab list with one panel for the selected tab. */
export function Tabs<V extends string>({ label, tabs, value, onChange, children }: Props<V>) {
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = `${baseId}-panel`;
  const selected = Math.max(
    0,
    tabs.findIndex((tab) => tab.value === value),
  );

  const select = (index: number) => {
    const tab = tabs[index];
    if (!tab) return;
    if (tab.value !== value) onChange(tab.value);
    const button = listRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[index];
    button?.focus();
    // Tabs scroll sideways on a 360 px screen: keep the newly selected one in view.
    button?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = tabs.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: selected === last ? 0 : selected + 1,
      ArrowLeft: selected === 0 ? last : selected - 1,
      Home: 0,
      End: last,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div>
      <div ref={listRef} role="tablist" aria-label={label} className="ui-tabs" onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => {
          const isSelected = index === selected;
          return (
            <button
              key={tab.value}
              id={tabId(index)}
              type="button"
              role="tab"
              className="ui-tab"
              aria-selected={isSelected}
              // Only the selected tab's panel exists, so only it is referenced.
              aria-controls={isSelected ? panelId : undefined}
              // Roving tabindex: Tab enters the list on the selected tab, arrows move within it.
              tabIndex={isSelected ? 0 : -1}
              onClick={() => select(index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(selected)} tabIndex={0}>
        {children}
      </div>
    </div>
  );
}
