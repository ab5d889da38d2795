// A card of a screen: one titled block of related figures, labelled by its title for screen readers.
import { useId, type ReactNode } from 'react';

interface Props {
  title: string;
  children?: ReactNode;
  className?: string;
}

/** A titled section. */
export function Card({ title, children, className }: Props) {
  const id = useId();
  return (
    <section className={className ? `ui-card ${className}` : 'ui-card'} aria-labelledby={id}>
      <h2 id={id} className="ui-card__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
