import { createElement, type ReactNode, type SVGProps } from "react";

/** An icon's drawing as lucide-react's icon modules describe it. */
interface IconData {
  name: string;
  size?: number;
  node: [tag: string, attributes: Record<string, string>][];
}

type IconProps = Omit<SVGProps<SVGSVGElement>, "children"> & {
  size?: number | string;
  children?: ReactNode;
};

/** Named this way by a prop, an icon is read out; otherwise it is hidden from assistive tech. */
function isLabelled(props: object): boolean {
  return Object.entries(props).some(
    ([name, value]) =>
      (name.startsWith("aria-") || name === "role" || name === "title") && value != null,
  );
}

/**
 * What each lucide-react icon module calls to make its component, in the build
 * (vite-plugins/lucide-light-icons.ts): the same <svg> as the library's own, from the props
 * this product uses (class, size, stroke width, colour, ARIA), without the library's general
 * machinery (context, aliases, absolute and non-scaling strokes), which every page downloaded.
 */
export default function createLucideIcon(icon: IconData) {
  const box = icon.size ?? 24;
  function LucideIcon({
    className,
    size = 24,
    strokeWidth = 2,
    color = "currentColor",
    children,
    ...rest
  }: IconProps) {
    return createElement(
      "svg",
      {
        xmlns: "http://www.w3.org/2000/svg",
        width: size,
        height: size,
        viewBox: `0 0 ${box} ${box}`,
        fill: "none",
        stroke: color,
        strokeWidth,
        strokeLinecap: "round",
        strokeLinejoin: "round",
        className: className
          ? `lucide lucide-${icon.name} ${className}`
          : `lucide lucide-${icon.name}`,
        ...(children || isLabelled(rest) ? {} : { "aria-hidden": "true" }),
        ...rest,
      },
      ...icon.node.map(([tag, attributes]) => createElement(tag, attributes)),
      children,
    );
  }
  return LucideIcon;
}
