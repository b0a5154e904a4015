import type { VariantProps } from "class-variance-authority";
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { LinkAction } from "../../core/content/types";
import { Button, type buttonVariants } from "./ui/button";

/** A link that leads on to another page, drawn as a button with an arrow. */
export function ActionLink({
  action,
  className,
  ...variants
}: { action: LinkAction; className?: string } & VariantProps<typeof buttonVariants>) {
  return (
    <Button asChild className={className} {...variants}>
      <Link to={action.to}>
        {action.label}
        <ArrowRight aria-hidden />
      </Link>
    </Button>
  );
}
