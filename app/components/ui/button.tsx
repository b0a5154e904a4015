import { cva, type VariantProps } from "class-variance-authority";
import { cloneElement, isValidElement, type ComponentProps } from "react";
import { cn } from "../../lib/cn";

/**
 * The site's buttons, on the design tokens: the control radius, flat fills (no shadow: only
 * what floats has one) and the tokens' transition. `accent` (amber) marks a view's one primary
 * action; `primary` (navy) is the ordinary strong one.
 */
export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 rounded-control font-semibold transition-colors disabled:pointer-events-none disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        primary: "bg-brand-700 text-white hover:bg-brand-800",
        accent: "bg-accent-400 text-brand-950 hover:bg-accent-500",
        outline: "border border-brand-700 bg-white text-brand-700 hover:bg-brand-50",
        ghostLight: "border border-white/70 text-white hover:bg-white/10",
        link: "text-brand-700 underline-offset-4 hover:underline",
        destructive: "bg-danger-700 text-white hover:bg-danger-800",
        ghost: "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
        /** A card's own action below the page's main one: a button, lighter than outline. */
        soft: "bg-brand-50 text-brand-800 hover:bg-brand-100",
        /** A row's quiet action: the brand's colour, no border. */
        quiet: "text-brand-700 hover:bg-brand-50",
        /** A row's quiet action that takes something away. */
        quietDanger: "text-danger-700 hover:bg-danger-50 hover:text-danger-800",
      },
      size: {
        md: "h-11 px-5 text-sm",
        /** Beside a list's rows: 36 px, still a finger's height. */
        sm: "h-9 px-3 text-sm",
        lg: "h-12 px-6 text-base",
        inline: "h-auto p-0 text-sm",
        icon: "size-11",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

type ButtonProps = ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    /** Render the child (a link) with the button's look. */
    asChild?: boolean;
    /**
     * While `disabled`, stay in the Tab order and keep focus (aria-disabled, the click refused)
     * instead of dropping focus to the page: for a button that disables itself while busy or
     * after use, where the keyboard is still on it.
     */
    focusableWhenDisabled?: boolean;
  };

export function Button({
  className,
  variant,
  size,
  asChild = false,
  focusableWhenDisabled = false,
  children,
  ...props
}: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size }), className);
  // asChild: the button's look on its only child (a link), merged with the child's own classes.
  // A few lines instead of a slot library: every public page loads this module.
  if (asChild && isValidElement<{ className?: string }>(children)) {
    return cloneElement(children, { ...props, className: cn(classes, children.props.className) });
  }
  if (focusableWhenDisabled && props.disabled) {
    const { disabled: _disabled, onClick: _onClick, ...enabled } = props;
    return (
      <button
        className={classes}
        {...enabled}
        aria-disabled
        // Refused, a submit too: the default action of a click is what submits a form.
        onClick={(event) => event.preventDefault()}
      >
        {children}
      </button>
    );
  }
  return (
    <button className={classes} {...props}>
      {children}
    </button>
  );
}
