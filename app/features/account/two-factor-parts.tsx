import type { ReactNode, Ref } from "react";

/**
 * The heading of a step inside the two-factor section, a level under the section's own. Focus
 * is moved to it by script when the step opens, so it is a place, not a control.
 */
export function SubHeading({
  level,
  id,
  headingRef,
  children,
}: {
  /** The section's level. */
  level: 2 | 3;
  id?: string;
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  const Heading = level === 2 ? "h3" : "h4";
  return (
    <Heading
      id={id}
      ref={headingRef}
      tabIndex={-1}
      className="text-base font-semibold tracking-tight text-slate-900 focus:outline-none"
    >
      {children}
    </Heading>
  );
}
